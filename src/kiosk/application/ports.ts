import type { KioskCallerFacts, KioskDevice } from '../domain/kiosk-device.ts';

/** A kiosk as admins list it: the device, and whether the employee who started it may still sign in. */
export interface KioskDeviceListing {
  readonly device: KioskDevice;
  readonly starterActive: boolean;
}

export abstract class KioskDeviceRepository {
  abstract add(device: KioskDevice): void;
  /**
   * The device whose cookie token has this keyed hash (revoked or not), with its starter's standing, in
   * one read (every call of a kiosk asks it); null when there is none.
   */
  abstract findByTokenHash(tokenHash: string): Promise<KioskCallerFacts | null>;
  /** The device, locked for update until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<KioskDevice | null>;
  /** Newest first. */
  abstract list(): Promise<KioskDeviceListing[]>;
  /**
   * Records a sign of life at `at` with one conditional UPDATE, only if the last one is older than
   * KIOSK_SEEN_INTERVAL_MS: replicas calling at once write it once.
   */
  abstract touch(id: number, at: Date): Promise<void>;
}
