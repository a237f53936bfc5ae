import type { Hono } from 'hono';
import type { CaptchaAnswer } from '../../../shared/api/identity-answers.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { IssueCaptcha } from '../../application/issue-captcha.ts';
import type { PublicLimits } from './public-limits.ts';

export const captchaRoutes = (issueCaptcha: IssueCaptcha, limits: PublicLimits) => (app: Hono<AppEnv>) => {
  // The picture and its id only: the answer never leaves the server.
  app.get('/captcha', limits.lookup, async (c) => {
    const { captchaId, image } = await issueCaptcha.execute();
    c.header('Cache-Control', 'no-store');
    return c.json({ captcha: image, captchaId } satisfies CaptchaAnswer);
  });
};
