/**
 * The navigation state the details form gives /VisitorSubmission: the page says "submitted" only after a submission
 * (issue 12); opened directly, it has nothing to confirm.
 */
export interface SubmissionState {
  readonly detailsSubmitted: true;
}

export const SUBMISSION_STATE: SubmissionState = { detailsSubmitted: true };

export const isSubmissionState = (value: unknown): value is SubmissionState =>
  value !== null && typeof value === 'object' && (value as { detailsSubmitted?: unknown }).detailsSubmitted === true;
