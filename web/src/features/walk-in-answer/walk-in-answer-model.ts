import type { WalkInQuestionAnswer } from '#contract/api/kiosk-answers.ts';
import type { ErrorCode } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';

/** What the page shows: the question with its one button, or where the walk-in already stands. */
export type WalkInAnswerView =
  | { readonly kind: 'ask'; readonly title: string; readonly button: string; readonly tone: 'approve' | 'decline' }
  | { readonly kind: 'done'; readonly title: string; readonly text: string; readonly tone: 'approve' | 'decline' | 'neutral' };

/**
 * The question as the host reads it. A walk-in still waiting is asked about, with the link's one answer
 * as the only button (a mail scanner opening the link presses nothing); one already answered says so,
 * whichever link was opened.
 */
export const walkInAnswerView = (question: WalkInQuestionAnswer): WalkInAnswerView => {
  if (question.status === 'approved') return { kind: 'done', title: 'Already approved', text: MESSAGES.walkIn.alreadyApproved, tone: 'approve' };
  if (question.status === 'declined') return { kind: 'done', title: 'Already declined', text: MESSAGES.walkIn.alreadyDeclined, tone: 'decline' };
  return question.decision === 'approve'
    ? { kind: 'ask', title: `Let ${question.visitorName} in?`, button: 'Approve', tone: 'approve' }
    : { kind: 'ask', title: `Turn ${question.visitorName} away?`, button: 'Decline', tone: 'decline' };
};

/** A refusal's heading, by its code (the text is the server's own words). */
export const refusalTitle = (code: ErrorCode | null): string => {
  switch (code) {
    case 'walkin.link_expired':
      return 'This link has expired';
    case 'walkin.link_invalid':
      return 'This link is not valid';
    case 'walkin.already_approved':
      return 'Already approved';
    case 'walkin.already_declined':
      return 'Already declined';
    case 'walkin.not_waiting':
      return 'No longer waiting';
    default:
      return 'Something went wrong';
  }
};

/** The token of the page's address (`/WalkInAnswer?token=…`), or null when there is none. */
export const tokenOf = (search: string): string | null => {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return token === '' ? null : token;
};
