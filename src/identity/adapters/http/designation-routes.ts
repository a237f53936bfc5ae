import type { Hono } from 'hono';
import type { NodeEnvelope } from '../../../shared/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { ListDesignations } from '../../application/list-designations.ts';

export const designationRoutes = (listDesignations: ListDesignations, envelope: NodeEnvelope) => (app: Hono<AppEnv>) => {
  app.get('/api/auth/get-roles', async (c) => c.json({ designations: envelope.encrypt(await listDesignations.execute()) }));
};
