import type { KioskDevice } from '../domain/kiosk-device.ts';

export abstract class KioskDeviceRepository {
  abstract add(device: KioskDevice): void;
  /** The device whose cookie token has this keyed hash (revoked or not); null when there is none. */
  abstract findByTokenHash(tokenHash: string): Promise<KioskDevice | null>;
  /** The device, locked for update until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<KioskDevice | null>;
  /** Newest first. */
  abstract list(): Promise<KioskDevice[]>;
  /**
   * Records a sign of life at `at` with one conditional UPDATE, only if the last one is older than
   * KIOSK_SEEN_INTERVAL_MS: replicas calling at once write it once.
   */
  abstract touch(id: number, at: Date): Promise<void>;
}
