import { StartupProblem } from '../config/startup-problem.ts';

/** What PostgreSQL or the network said, by code; the message part names the cause, never the password. */
const CAUSES: Readonly<Record<string, (where: string, user: string, database: string) => string>> = {
  ECONNREFUSED: (where) => `nothing accepts connections at ${where} (connection refused)`,
  ENOTFOUND: (where) => `the host of ${where} is not known`,
  EAI_AGAIN: (where) => `the host of ${where} could not be looked up`,
  ETIMEDOUT: (where) => `${where} did not answer (timed out)`,
  EHOSTUNREACH: (where) => `${where} cannot be reached (no route to host)`,
  ECONNRESET: (where) => `${where} closed the connection (is it PostgreSQL, and does it want TLS?)`,
  '28P01': (where, user) => `PostgreSQL at ${where} refused the password of user "${user}"`,
  '28000': (where, user) => `PostgreSQL at ${where} does not let user "${user}" in (no such role, or pg_hba.conf refuses this host)`,
  '3D000': (where, _user, database) => `PostgreSQL at ${where} has no database "${database}"`,
  '57P03': (where) => `PostgreSQL at ${where} is starting up or shutting down`,
};

/**
 * An external database that cannot be reached or refuses us, as one line naming the cause and the
 * fix; undefined for any other failure (a bug keeps its stack trace). `url` is the setting used.
 */
export const explainConnectionFailure = (error: unknown, url: string, setting: string): StartupProblem | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = typeof code === 'string' ? CAUSES[code] : undefined;
  if (!cause) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const where = `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  const user = decodeURIComponent(parsed.username) || 'postgres';
  const database = decodeURIComponent(parsed.pathname.slice(1)) || user;
  return new StartupProblem(`Cannot use the database of ${setting}: ${cause(where, user, database)}. Start PostgreSQL there or correct ${setting}.`);
};
