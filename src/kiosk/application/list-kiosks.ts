import { canManageKiosks } from '../../shared/capabilities.ts';
import type { KioskDevice } from '../domain/kiosk-device.ts';
import { auditActorOf, type KioskCaller } from './kiosk-caller.ts';
import type { KioskDeviceRepository } from './ports.ts';

/** `GET /api/kiosk/devices` and `vms kiosk list`: every kiosk, active and revoked, newest first (admins). */
export class ListKiosks {
  constructor(private readonly devices: KioskDeviceRepository) {}

  async execute(caller: KioskCaller): Promise<KioskDevice[]> {
    auditActorOf(caller, canManageKiosks);
    return this.devices.list();
  }
}
