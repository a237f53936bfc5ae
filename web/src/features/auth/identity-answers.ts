/**
 * The identity answer schemas (src/contract/api/identity-answers.ts), loaded with the first call that
 * reads an answer and at the same time as its request, rather than with the page: the pages that
 * call identity without a form (dashboards, approvals) need no zod before they render (page weight,
 * bench/bundle-budget.ts).
 */
export const loadIdentityAnswers = () => import('#contract/api/identity-answers.ts');

export type IdentityAnswerSchemas = Awaited<ReturnType<typeof loadIdentityAnswers>>;

/** The request's body and the schemas to read it with. */
export const withIdentityAnswers = <Body>(request: Promise<Body>): Promise<[Body, IdentityAnswerSchemas]> => Promise.all([request, loadIdentityAnswers()]);
