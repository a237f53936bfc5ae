import type { Actor } from '../../platform/ports/audit-log.ts';

/**
 * Who is calling on a kiosk route: the device its cookie names. Not a user session and not an actor
 * of src/contract/capabilities.ts (it has no role), so every other route refuses it.
 */
export interface KioskPrincipal {
  readonly deviceId: number;
  readonly name: string;
  /** The site the kiosk stands at (issue 30): it finds only that site's visits, on its clock. */
  readonly siteId: number;
  /** The entrance of that site it stands at (issue 30), while in use: its check-ins and check-outs record it. */
  readonly entranceId?: number | null;
}

/** The kiosk as the audit log names it. */
export const kioskAuditActor = (kiosk: KioskPrincipal): Actor => ({ type: 'kiosk', id: kiosk.deviceId, label: `kiosk:${kiosk.name}` });
