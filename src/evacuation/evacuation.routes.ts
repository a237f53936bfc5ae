import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { evacuationRoutes } from './adapters/http/evacuation-routes.ts';
import { EndEvacuation } from './application/end-evacuation.ts';
import { MarkEvacuee } from './application/mark-evacuee.ts';
import { ReadEvacuations } from './application/read-evacuations.ts';
import { StartEvacuation } from './application/start-evacuation.ts';

/** The evacuation's HTTP routes wired to their use cases: composition. */
export const evacuationHttp = (container: Container) => [
  evacuationRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    read: container.get(ReadEvacuations),
    start: container.get(StartEvacuation),
    mark: container.get(MarkEvacuee),
    end: container.get(EndEvacuation),
  }),
];
