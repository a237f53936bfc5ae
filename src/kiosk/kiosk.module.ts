import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import { LogOut } from '../identity/application/log-out.ts';
import { CheckInVisitor } from '../visits/application/check-in-visitor.ts';
import { CheckOutVisitor } from '../visits/application/check-out-visitor.ts';
import { PassPins } from '../visits/application/pass-pins.ts';
import { VisitorPassRepository } from '../visits/application/ports.ts';
import { CheckInAtKiosk } from './application/check-in-at-kiosk.ts';
import { KioskDocuments } from './application/kiosk-documents.ts';
import { DocumentSigning } from '../documents/application/document-signing.ts';
import { CheckOutAtKiosk } from './application/check-out-at-kiosk.ts';
import { KioskVisitLookup } from './application/kiosk-visit-lookup.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { LookUpAppointment } from './application/look-up-appointment.ts';
import { LookUpDeparture } from './application/look-up-departure.ts';
import { SearchKioskHosts } from './application/search-kiosk-hosts.ts';
import { MikroOrmKioskDeviceRepository } from './adapters/mikro-orm/mikro-orm-kiosk-device-repository.ts';
import { AuthenticateKiosk } from './application/authenticate-kiosk.ts';
import { ListKiosks } from './application/list-kiosks.ts';
import { KioskDeviceRepository } from './application/ports.ts';
import { RevokeKiosk } from './application/revoke-kiosk.ts';
import { StartKiosk } from './application/start-kiosk.ts';
import { KioskTickets } from './domain/kiosk-ticket.ts';
import { CreateWalkIn } from '../visits/application/create-walk-in.ts';
import { ReadWalkIn } from '../visits/application/read-walk-in.ts';
import { CreateWalkInAtKiosk } from './application/create-walk-in-at-kiosk.ts';
import { ReadWalkInAtKiosk } from './application/read-walk-in-at-kiosk.ts';
import { ReadKioskSelf } from './application/read-kiosk-self.ts';

/** The reception kiosk (issue 13, docs/adr/0014-reception-kiosk.md): device sessions, tickets, appointments and departures. */
export const kioskModule = new ContainerModule(({ bind }) => {
  bindPort(bind, KioskDeviceRepository, MikroOrmKioskDeviceRepository, EntityManager);
  bindClass(bind, KioskTickets, ServerCrypto);
  bindClass(bind, AuthenticateKiosk, KioskDeviceRepository, ServerCrypto, Clock);
  bindClass(bind, StartKiosk, KioskDeviceRepository, ServerCrypto, LogOut, AuditLog, Clock, UnitOfWork, SiteDirectory);
  bindClass(bind, ReadKioskSelf, SiteDirectory);
  bindClass(bind, ListKiosks, KioskDeviceRepository);
  bindClass(bind, RevokeKiosk, KioskDeviceRepository, AuditLog, Clock, UnitOfWork);
  // Appointments and departures: visits' own check-in and check-out, the kiosk as the actor.
  bindClass(bind, KioskVisitLookup, VisitorPassRepository, EmployeeDirectory, KioskTickets, PassPins, Clock, SiteDirectory);
  bindClass(bind, LookUpAppointment, KioskVisitLookup);
  bindClass(bind, LookUpDeparture, KioskVisitLookup);
  bindClass(bind, KioskDocuments, KioskTickets, VisitorPassRepository, DocumentSigning, Clock);
  bindClass(bind, CheckInAtKiosk, KioskTickets, CheckInVisitor, PassPins, Clock, KioskDocuments, UnitOfWork);
  bindClass(bind, CheckOutAtKiosk, KioskTickets, CheckOutVisitor, Clock);
  bindClass(bind, SearchKioskHosts, EmployeeDirectory);
  // Walk-ins (K2): visits' own walk-in, followed and checked in with a `walk_in` ticket.
  bindClass(bind, CreateWalkInAtKiosk, CreateWalkIn, KioskTickets, Clock, SiteDirectory);
  bindClass(bind, ReadWalkInAtKiosk, ReadWalkIn, KioskTickets, Clock);
});
