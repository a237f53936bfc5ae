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
}

/** How often `last_seen_at` moves on at most: one write a minute per kiosk, however often it calls. */
export const KIOSK_SEEN_INTERVAL_MS = 60_000;

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

  constructor(input: NewKioskDevice) {
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
    return this.lastSeenAt === null || now.getTime() - this.lastSeenAt.getTime() >= KIOSK_SEEN_INTERVAL_MS;
  }
}
