import type { KioskStatus } from '#contract/kiosk-status.ts';

/** Who started or revoked a kiosk: an employee signed in, or the CLI (no employee id). */
export interface KioskDeviceActor {
  readonly employeeId: number | null;
  readonly label: string;
}

export interface NewKioskDevice {
  readonly name: string;
  /** The keyed hash of the device's cookie token: the token itself is never stored. */
  readonly tokenHash: string;
  readonly startedBy: KioskDeviceActor;
  readonly at: Date;
  /** The site it stands at (issue 30): its starter's home site. */
  readonly siteId: number;
  /** The entrance of that site it stands at (issue 30), when its starter named one. */
  readonly entranceId?: number | null;
}

/** How often `last_seen_at` moves on at most: one write a minute per kiosk, however often it calls. */
export const KIOSK_SEEN_INTERVAL_MS = 60_000;

/** Whether a kiosk works, and if not why. */
export type KioskDeviceStatus = KioskStatus;

/**
 * A kiosk works while it is not revoked and the employee who started it may still sign in (issue 27):
 * a tablet must not outlive the authority it was started under. Asked on every call, from the same
 * read as the device, so every replica agrees the moment the database does; re-enabling the starter
 * would let a tablet that still has its cookie work again, but its first refused call cleared it.
 */
export const kioskDeviceStatus = (device: { readonly revokedAt: Date | null }, starterActive: boolean): KioskDeviceStatus => {
  if (device.revokedAt !== null) return 'revoked';
  return starterActive ? 'active' : 'starter_disabled';
};

/** Whether a call at `now` should record itself as the kiosk's last sign of life. */
export const isSeenStale = (lastSeenAt: Date | null, now: Date): boolean => lastSeenAt === null || now.getTime() - lastSeenAt.getTime() >= KIOSK_SEEN_INTERVAL_MS;

/** What a call of a kiosk needs of its device, in one read: who it is, and whether it may still work. */
export interface KioskCallerFacts {
  readonly id: number;
  readonly name: string;
  readonly revokedAt: Date | null;
  readonly lastSeenAt: Date | null;
  /** The employee who started the kiosk is not disabled (true when the device names none). */
  readonly starterActive: boolean;
  readonly siteId: number;
  /** The entrance it stands at while that entrance is in use (issue 30); null otherwise. */
  readonly entranceId: number | null;
}

/**
 * A tablet at reception signed in as a kiosk (issue 13, docs/adr/0014-reception-kiosk.md): its own
 * long-lived device session, with only the kiosk's rights. Active until an admin revokes it; the row
 * stays (who started it, who revoked it, when) for the audit trail.
 */
export class KioskDevice {
  id!: number;
  name: string;
  tokenHash: string;
  startedById: number | null;
  startedByLabel: string;
  createdAt: Date;
  lastSeenAt: Date | null = null;
  revokedAt: Date | null = null;
  revokedById: number | null = null;
  revokedByLabel: string | null = null;
  siteId: number;
  /** The entrance of its site it stands at (issue 30): its check-ins and check-outs are recorded there. */
  entranceId: number | null;

  constructor(input: NewKioskDevice) {
    this.siteId = input.siteId;
    this.entranceId = input.entranceId ?? null;
    this.name = input.name;
    this.tokenHash = input.tokenHash;
    this.startedById = input.startedBy.employeeId;
    this.startedByLabel = input.startedBy.label;
    this.createdAt = input.at;
  }

  isActive(): boolean {
    return this.revokedAt === null;
  }

  /** Revokes an active kiosk; `false` when it already was (nothing changes). */
  revoke(by: KioskDeviceActor, at: Date): boolean {
    if (!this.isActive()) return false;
    this.revokedAt = at;
    this.revokedById = by.employeeId;
    this.revokedByLabel = by.label;
    return true;
  }

  /** Whether a call at `now` should record itself as the kiosk's last sign of life. */
  isSeenStale(now: Date): boolean {
    return isSeenStale(this.lastSeenAt, now);
  }
}
