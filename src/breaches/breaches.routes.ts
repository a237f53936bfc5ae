import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { breachRoutes } from './adapters/http/breach-routes.ts';
import { KeepBoardReport } from './application/keep-board-report.ts';
import { ReadBreaches } from './application/read-breaches.ts';
import { RecordBreach } from './application/record-breach.ts';
import { SendBreachNotices } from './application/send-breach-notices.ts';

/** The breach register's calls, wired to their use cases: composition. */
export const breachesHttp = (container: Container) => [
  breachRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    read: container.get(ReadBreaches),
    record: container.get(RecordBreach),
    send: container.get(SendBreachNotices),
    report: container.get(KeepBoardReport),
  }),
];
