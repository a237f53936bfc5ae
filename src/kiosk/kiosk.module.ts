import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { LogOut } from '../identity/application/log-out.ts';
import { MikroOrmKioskDeviceRepository } from './adapters/mikro-orm/mikro-orm-kiosk-device-repository.ts';
import { AuthenticateKiosk } from './application/authenticate-kiosk.ts';
import { ListKiosks } from './application/list-kiosks.ts';
import { KioskDeviceRepository } from './application/ports.ts';
import { RevokeKiosk } from './application/revoke-kiosk.ts';
import { StartKiosk } from './application/start-kiosk.ts';
import { KioskTickets } from './domain/kiosk-ticket.ts';

/** The reception kiosk (issue 13, docs/adr/0014-reception-kiosk.md): device sessions, tickets, appointments and departures. */
export const kioskModule = new ContainerModule(({ bind }) => {
  bindPort(bind, KioskDeviceRepository, MikroOrmKioskDeviceRepository, EntityManager);
  bindClass(bind, KioskTickets, ServerCrypto);
  bindClass(bind, AuthenticateKiosk, KioskDeviceRepository, ServerCrypto, Clock);
  bindClass(bind, StartKiosk, KioskDeviceRepository, ServerCrypto, LogOut, AuditLog, Clock, UnitOfWork);
  bindClass(bind, ListKiosks, KioskDeviceRepository);
  bindClass(bind, RevokeKiosk, KioskDeviceRepository, AuditLog, Clock, UnitOfWork);
});
