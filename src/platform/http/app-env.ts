import type { Logger } from '../logging/logger.ts';
import type { Principal } from '../ports/session-authenticator.ts';

/** What every request carries through Hono's context. Modules extend `Variables` with their own. */
export interface AppVariables {
  requestId: string;
  logger: Logger;
  /** Set by requireRole on protected routes. */
  principal: Principal | undefined;
  /** A JSON request's body as text, read from Node's request before the routes (node-json-body.ts); unset in process. */
  jsonText: string | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
