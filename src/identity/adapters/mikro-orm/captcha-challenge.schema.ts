import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { CaptchaChallenge } from '../../domain/captcha-challenge.ts';

export const CaptchaChallengeSchema = new EntitySchema<CaptchaChallenge>({
  class: CaptchaChallenge,
  tableName: 'captcha_challenge',
  properties: {
    id: { type: 'uuid', primary: true },
    answerHash: { type: 'text' },
    createdAt: { ...timestamptz },
    expiresAt: { ...timestamptz, index: 'captcha_challenge_expires_idx' },
  },
});
