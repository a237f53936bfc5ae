import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { isSeenStale, kioskDeviceStatus } from '../domain/kiosk-device.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';
import type { KioskDeviceRepository } from './ports.ts';
import { KIOSK_TOKEN_PURPOSE } from './start-kiosk.ts';

/** The longest token a kiosk cookie may carry (32 random bytes are 43 characters): longer is not looked up. */
const TOKEN_MAX = 128;

/**
 * The kiosk cookie's token → the kiosk calling, or `kiosk.required` (401) when the cookie is missing,
 * unknown, the kiosk was revoked or the employee who started it has been disabled (issue 27). One
 * indexed read per call (the device joined to its starter), and a conditional write of its last sign
 * of life at most once a minute.
 */
export class AuthenticateKiosk {
  constructor(
    private readonly devices: KioskDeviceRepository,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<KioskPrincipal> {
    if (!token || token.length > TOKEN_MAX) throw new DomainError('kiosk.required');
    const device = await this.devices.findByTokenHash(this.crypto.keyedHash(KIOSK_TOKEN_PURPOSE, token));
    if (!device || kioskDeviceStatus(device, device.starterActive) !== 'active') throw new DomainError('kiosk.required');
    const now = this.clock.now();
    if (isSeenStale(device.lastSeenAt, now)) await this.devices.touch(device.id, now);
    return { deviceId: device.id, name: device.name, siteId: device.siteId, entranceId: device.entranceId };
  }
}
