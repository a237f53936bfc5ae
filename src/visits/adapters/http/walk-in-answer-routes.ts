import type { Hono, MiddlewareHandler } from 'hono';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import type { WalkInQuestionAnswer } from '#contract/api/kiosk-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { walkInAnswerSchema } from '#contract/validation/kiosk.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { readJsonObject } from '../../../platform/http/read-body.ts';
import type { AnswerWalkIn } from '../../application/answer-walk-in.ts';
import type { ReadWalkInQuestion } from '../../application/read-walk-in-question.ts';

export interface WalkInAnswerRouteDeps {
  /** The per-address allowance of the public visitor calls. */
  readonly visitorLimit: MiddlewareHandler<AppEnv>;
  readonly readQuestion: ReadWalkInQuestion;
  readonly answer: AnswerWalkIn;
}

/** The token of a mailed link; anything that is not one is the link's own refusal, `walkin.link_invalid`. */
const tokenOf = (value: unknown): string => {
  const parsed = walkInAnswerSchema.safeParse({ token: value });
  if (!parsed.success) throw new DomainError('walkin.link_invalid');
  return parsed.data.token;
};

/**
 * The host's answer to a walk-in from the links of its mail (issue 13): public, the signed token is the
 * only key. Opening the link (GET) changes nothing; the page's one button (POST) answers.
 */
export const walkInAnswerRoutes = (deps: WalkInAnswerRouteDeps) => (app: Hono<AppEnv>) => {
  app.get('/api/walk-in-answers', deps.visitorLimit, async (c) => {
    const question = await deps.readQuestion.execute(tokenOf(c.req.query('token')));
    c.header('Cache-Control', 'no-store');
    return c.json(question satisfies WalkInQuestionAnswer);
  });

  app.post('/api/walk-in-answers', deps.visitorLimit, async (c) => {
    const { message } = await deps.answer.execute(tokenOf((await readJsonObject(c))['token']));
    return c.json({ message } satisfies MessageAnswer);
  });
};
