/** Ours: the host's own visits on My visitors, with resend link and cancel (issue 12). */
export const myVisits = {
  linkResent: 'A new link has been sent.',
  /** Issue 28: a visitor without an e-mail address got nothing; only the host did. */
  linkResentToHost: 'The visitor has no e-mail address, so the new link was sent to you only. Please pass it on to them.',
  cancelled: 'The visit has been cancelled.',
  visitCancelled: 'This visit has been cancelled.',
  notYourVisit: 'Only the host of this visit can change it.',
  cannotResend: 'A new link can be sent only while the visitor has not filled in their details and the day of the visit has not passed.',
  cannotCancel: 'Only a visit that has not started and whose day has not passed can be cancelled.',
  invalidWhen: 'Please choose upcoming, today, past or all.',
  invalidState: 'Please choose valid visit states.',
} as const;
