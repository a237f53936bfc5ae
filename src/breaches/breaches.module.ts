import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { TIME_ZONE } from '../platform/tokens.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { MikroOrmBreachRepository } from './adapters/mikro-orm/mikro-orm-breach-repository.ts';
import { SqlAffectedPeople } from './adapters/sql/sql-affected-people.ts';
import { BreachViews } from './application/breach-views.ts';
import { KeepBoardReport } from './application/keep-board-report.ts';
import { AffectedPeopleQuery, BreachRepository } from './application/ports.ts';
import { ReadBreaches } from './application/read-breaches.ts';
import { RecordBreach } from './application/record-breach.ts';
import { SendBreachNotices } from './application/send-breach-notices.ts';

/** The breach register (issue 31, DPDP Rules 2025 r.7): breaches, the people they affect, the notices and the Board's report. */
export const breachesModule = new ContainerModule(({ bind }) => {
  bindPort(bind, BreachRepository, MikroOrmBreachRepository, EntityManager);
  bindPort(bind, AffectedPeopleQuery, SqlAffectedPeople, EntityManager);
  bindClass(bind, BreachViews, BreachRepository, AffectedPeopleQuery, SiteDirectory, TIME_ZONE);
  bindClass(bind, RecordBreach, BreachRepository, SiteDirectory, BreachViews, AuditLog, Clock, UnitOfWork);
  bindClass(bind, ReadBreaches, BreachRepository, BreachViews, Clock);
  bindClass(bind, SendBreachNotices, BreachRepository, BreachViews, DomainEvents, AuditLog, Clock, UnitOfWork);
  bindClass(bind, KeepBoardReport, BreachRepository, BreachViews, AuditLog, Clock, UnitOfWork);
});
