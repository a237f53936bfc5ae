import { MikroORM } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import { runInEntityManagerScope } from '../platform/database/entity-manager-scope.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { eventStreamRoutes } from './adapters/http/event-stream-routes.ts';
import { FollowChanges } from './application/follow-changes.ts';

/** Live updates' HTTP route wired to its use case: composition. */
export const liveHttp = (container: Container) => {
  const orm = container.get(MikroORM);
  return [
    eventStreamRoutes({
      authenticator: container.get(SessionAuthenticator),
      followChanges: container.get(FollowChanges),
      scope: (work) => runInEntityManagerScope(orm.em, work),
    }),
  ];
};
