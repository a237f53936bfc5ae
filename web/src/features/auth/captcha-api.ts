import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';
import { withIdentityAnswers } from './identity-answers.ts';

/*
 * The captcha calls (docs/product/identity.md ID-SIGNIN), apart from the other identity calls (identity-api.ts,
 * which re-exports them): they carry nothing enveloped, so the form's captcha is asked for and read without
 * waiting for the envelope and crypto-js, which the form needs only when it is sent (docs/performance.md,
 * "Page speed": the captcha picture is the login page's largest paint).
 */

/** A captcha to answer: its picture, or (the accessible alternative, issue 12) a question in words. */
export type Captcha =
  | {
      readonly kind: 'picture';
      /** A data: URL of the picture. */
      readonly image: string;
      readonly captchaId: string;
    }
  | { readonly kind: 'question'; readonly question: string; readonly captchaId: string };

export type CaptchaKind = Captcha['kind'];

export const fetchCaptcha = async (signal?: AbortSignal): Promise<Captcha> => {
  const [body, schemas] = await withIdentityAnswers(api.get('/captcha', signal ? { signal } : undefined));
  const { captcha, captchaId } = parseAnswer(schemas.captchaAnswerSchema, body, 'captcha');
  return { kind: 'picture', image: captcha, captchaId };
};

/** `GET /captcha/question`: the question and its id; the answer stays on the server. */
export const fetchCaptchaQuestion = async (signal?: AbortSignal): Promise<Captcha> => {
  const [body, schemas] = await withIdentityAnswers(api.get('/captcha/question', signal ? { signal } : undefined));
  const { question, captchaId } = parseAnswer(schemas.captchaQuestionAnswerSchema, body, 'captcha');
  return { kind: 'question', question, captchaId };
};

