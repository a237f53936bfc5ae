import type { Logger } from '../logging/logger.ts';
import type { Principal } from '../ports/session-authenticator.ts';

/** What every request carries through Hono's context. Modules extend `Variables` with their own. */
export interface AppVariables {
  requestId: string;
  logger: Logger;
  /** Set by requireRole on protected routes. */
  principal: Principal | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
