import type { KioskDeviceView } from '#contract/api/kiosk-answers.ts';
import { kioskDeviceStatus, type KioskDevice } from '../domain/kiosk-device.ts';

/**
 * One kiosk as admins see it: the API's answers and `vms kiosk list --json` alike. `starterActive`:
 * whether the employee who started it may still sign in (a kiosk stops when they are disabled).
 */
export const kioskDeviceView = (device: KioskDevice, starterActive: boolean): KioskDeviceView => ({
  id: device.id,
  name: device.name,
  startedBy: device.startedByLabel,
  createdAt: device.createdAt.toISOString(),
  lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
  status: kioskDeviceStatus(device, starterActive),
  revokedAt: device.revokedAt?.toISOString() ?? null,
  revokedBy: device.revokedByLabel,
});
