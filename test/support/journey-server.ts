import { startE2eServer, type E2eServer } from './e2e-server.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/** The run's shared journey server, with the SMTP sink its mail goes to. */
export interface JourneyServer extends E2eServer {
  readonly smtp: SmtpSink;
}

let shared: Promise<JourneyServer> | undefined;

/**
 * One server for the journeys of a run (ADR 33): the real server on a real port, its database and its
 * SMTP sink, started by the first file that asks and shared by every later one. The journeys run one
 * file at a time in one worker whose module graph is kept from file to file (vitest.config.ts, e2e:
 * `isolate: false`, `fileParallelism: false`), so this module, and the server, outlive a file; a file
 * run on its own starts it the same way. The server ends with the worker, and its database with the
 * run's PostgreSQL (global-database.ts).
 *
 * What sharing asks of a file: accounts, names, phone numbers and e-mail addresses of its own (see
 * `journeyTag`), assertions that read only its own rows and mails, and nothing that changes the
 * server for the others (its clock, its settings, a failing SMTP): a file that needs any of those
 * starts a server of its own with `startE2eServer`.
 */
export const journeyServer = (): Promise<JourneyServer> => {
  shared ??= (async () => {
    const smtp = await startSmtpSink();
    const server = await startE2eServer({ smtp });
    // Once per run in the log: more than one such line would say that the files no longer share it.
    process.stderr.write(`[journey server] started at ${server.baseUrl} for the files that share it\n`);
    // Closed with the run, not by a file (a file's `close()` would end it for the files after it).
    return { ...server, smtp, close: async () => undefined };
  })();
  return shared;
};
