import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { VisitListQuery } from '../visits/application/ports.ts';
import { MikroOrmEvacuationRepository } from './adapters/mikro-orm/mikro-orm-evacuation-repository.ts';
import { VisitsOnSite } from './adapters/visits-on-site.ts';
import { EndEvacuation } from './application/end-evacuation.ts';
import { MarkEvacuee } from './application/mark-evacuee.ts';
import { EvacuationRepository, PeopleOnSite } from './application/ports.ts';
import { ReadEvacuations } from './application/read-evacuations.ts';
import { StartEvacuation } from './application/start-evacuation.ts';

/** Evacuation at a site (issue 30, ADR 44): the roll call of everyone on site, marked by security, kept in the audit log when it ends. */
export const evacuationModule = new ContainerModule(({ bind }) => {
  bindPort(bind, EvacuationRepository, MikroOrmEvacuationRepository, EntityManager);
  bindPort(bind, PeopleOnSite, VisitsOnSite, VisitListQuery, EmployeeDirectory, SiteDirectory, Clock);
  bindClass(bind, ReadEvacuations, EvacuationRepository, SiteDirectory);
  bindClass(bind, StartEvacuation, EvacuationRepository, PeopleOnSite, SiteDirectory, DomainEvents, AuditLog, Clock, UnitOfWork);
  bindClass(bind, MarkEvacuee, EvacuationRepository, AuditLog, Clock, UnitOfWork);
  bindClass(bind, EndEvacuation, EvacuationRepository, SiteDirectory, AuditLog, Clock, UnitOfWork);
});
