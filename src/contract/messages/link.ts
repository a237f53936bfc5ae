export const link = {
  invalid: 'Invalid or corrupted token',
  expired: 'This link has expired.',
  expiredHelp: 'Please contact the sender for a new link.',
  alreadySubmitted: 'This form has already been submitted',
  /** Ours: the visitor's link of a visit its host cancelled (issue 12). */
  cancelled: 'This visit was cancelled by your host.',
  /** Ours: a genuine link that a resent one replaced (issue 28); a forged one stays 'Invalid or corrupted token'. */
  superseded: 'A newer link was sent for this visit. Please use the link in the latest e-mail.',
} as const;
