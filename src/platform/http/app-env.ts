import type { Logger } from '../logging/logger.ts';

/** What every request carries through Hono's context. Modules extend `Variables` with their own. */
export interface AppVariables {
  requestId: string;
  logger: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}
