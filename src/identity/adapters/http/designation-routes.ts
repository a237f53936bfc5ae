import type { Hono } from 'hono';
import type { DesignationAnswerItem, DesignationsAnswer } from '#contract/api/identity-answers.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { ListDesignations } from '../../application/list-designations.ts';
import type { PublicLimits } from './public-limits.ts';

export const designationRoutes = (listDesignations: ListDesignations, envelope: NodeEnvelope, limits: PublicLimits) => (app: Hono<AppEnv>) => {
  app.get('/api/auth/get-roles', limits.lookup, async (c) => {
    const designations: DesignationAnswerItem[] = await listDesignations.execute();
    return c.json({ designations: envelope.encrypt(designations) } satisfies DesignationsAnswer);
  });
};
