import type { Hono } from 'hono';
import type { CaptchaAnswer, CaptchaQuestionAnswer } from '#contract/api/identity-answers.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { IssueCaptcha } from '../../application/issue-captcha.ts';
import type { IssueCaptchaQuestion } from '../../application/issue-captcha-question.ts';
import type { PublicLimits } from './public-limits.ts';

export const captchaRoutes = (issueCaptcha: IssueCaptcha, issueQuestion: IssueCaptchaQuestion, limits: PublicLimits) => (app: Hono<AppEnv>) => {
  // The picture and its id only: the answer never leaves the server.
  app.get('/captcha', limits.lookup, async (c) => {
    const { captchaId, image } = await issueCaptcha.execute();
    c.header('Cache-Control', 'no-store');
    return c.json({ captcha: image, captchaId } satisfies CaptchaAnswer);
  });
  // The accessible alternative (issue 12): a question in words and its id, under the same limit; the answer stays here.
  app.get('/captcha/question', limits.lookup, async (c) => {
    const { captchaId, question } = await issueQuestion.execute();
    c.header('Cache-Control', 'no-store');
    return c.json({ question, captchaId } satisfies CaptchaQuestionAnswer);
  });
};
