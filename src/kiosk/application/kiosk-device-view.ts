import type { KioskDeviceView } from '../../shared/api/kiosk-answers.ts';
import type { KioskDevice } from '../domain/kiosk-device.ts';

/** One kiosk as admins see it: the API's answers and `vms kiosk list --json` alike. */
export const kioskDeviceView = (device: KioskDevice): KioskDeviceView => ({
  id: device.id,
  name: device.name,
  startedBy: device.startedByLabel,
  createdAt: device.createdAt.toISOString(),
  lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
  status: device.isActive() ? 'active' : 'revoked',
  revokedAt: device.revokedAt?.toISOString() ?? null,
  revokedBy: device.revokedByLabel,
});
