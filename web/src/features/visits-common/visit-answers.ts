/**
 * The visits answer schemas (src/contract/api/visit-answers.ts), loaded with the first call that reads
 * an answer and at the same time as its request, rather than with the page: the pages that only list
 * and show visits need no zod before they render (page weight, bench/bundle-budget.ts), and the
 * schemas arrive while the request is on its way.
 */
const loadVisitAnswers = () => import('#contract/api/visit-answers.ts');

export type VisitAnswerSchemas = Awaited<ReturnType<typeof loadVisitAnswers>>;

/** The request's body and the schemas to read it with. */
export const withVisitAnswers = <Body>(request: Promise<Body>): Promise<[Body, VisitAnswerSchemas]> => Promise.all([request, loadVisitAnswers()]);
