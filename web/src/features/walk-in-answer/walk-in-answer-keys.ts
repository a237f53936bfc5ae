/** The host's answer page's queries: one question per mailed link's token. */
export const walkInAnswerKeys = {
  all: ['walk-in-answer'] as const,
  question: (token: string) => [...walkInAnswerKeys.all, 'question', token] as const,
};
