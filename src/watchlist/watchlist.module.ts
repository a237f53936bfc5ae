import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { TIME_ZONE } from '../platform/tokens.ts';
import { Clock } from '../platform/ports/clock.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { MikroOrmWatchlistRepository } from './adapters/mikro-orm/mikro-orm-watchlist-repository.ts';
import { AddWatchlistEntry } from './application/add-watchlist-entry.ts';
import { FindWatchlistMatches } from './application/find-watchlist-matches.ts';
import { ListWatchlist } from './application/list-watchlist.ts';
import { VisitFlagRepository, WatchlistRepository } from './application/ports.ts';
import { MikroOrmVisitFlagRepository } from './adapters/mikro-orm/mikro-orm-visit-flag-repository.ts';
import { ClearVisitFlag } from './application/clear-visit-flag.ts';
import { ExpectedVisits, VisitScreening } from '../visits/application/ports.ts';
import { WatchlistVisitScreening } from './application/visit-screening.ts';
import { ResolveWatchlistEntry } from './application/resolve-watchlist-entry.ts';

/** The watchlist (issue 13): entries security and admins keep, and the matching other modules ask for. */
export const watchlistModule = new ContainerModule(({ bind }) => {
  bindPort(bind, WatchlistRepository, MikroOrmWatchlistRepository, EntityManager);
  bindClass(bind, AddWatchlistEntry, WatchlistRepository, AuditLog, Clock, UnitOfWork, ExpectedVisits, VisitScreening, TIME_ZONE);
  bindClass(bind, ListWatchlist, WatchlistRepository);
  bindClass(bind, ResolveWatchlistEntry, WatchlistRepository, AuditLog, Clock, UnitOfWork);
  bindClass(bind, FindWatchlistMatches, WatchlistRepository);
  // Flagged visits: screened by the visits module, cleared by security.
  bindPort(bind, VisitFlagRepository, MikroOrmVisitFlagRepository, EntityManager);
  bindPort(bind, VisitScreening, WatchlistVisitScreening, FindWatchlistMatches, WatchlistRepository, VisitFlagRepository, AuditLog, Clock, DomainEvents);
  bindClass(bind, ClearVisitFlag, VisitFlagRepository, AuditLog, Clock, UnitOfWork);
});
