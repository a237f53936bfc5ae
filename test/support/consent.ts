import type { ConsentInput } from '#contract/consent.ts';

/** The consent every form sends by default in the tests (issue 31): notice v1 read in English, the visit's purpose only. */
export const VISIT_CONSENT: ConsentInput = { noticeVersion: 1, language: 'en', purposes: ['visit_processing'] };
