/** A host's answer to a walk-in from the kiosk (issue 13), from the mailed links or the approval screen. */
export const walkIn = {
  approved: 'The walk-in visitor has been approved and may come in.',
  declined: 'The walk-in visitor has been declined; reception will tell them.',
  alreadyApproved: 'This walk-in visitor has already been approved.',
  alreadyDeclined: 'This walk-in visitor has already been declined.',
  linkInvalid: 'This link is not valid.',
  linkExpired: 'This link has expired: walk-in answers are possible only on the day of the visit.',
  notWaiting: 'This visit is no longer waiting for an answer.',
} as const;
