export const time = {
  inRecorded: 'Time In recorded successfully',
  inFailed: 'Failed to record Time In',
  inError: 'Error updating time in.',
  outRecorded: 'Time Out recorded successfully',
  outFailed: 'Failed to record Time Out',
  outError: 'Error updating time out.',
  /** Ours: why a check-in or check-out is refused. */
  alreadyIn: 'This visitor is already checked in.',
  notIn: 'This visitor has not checked in yet.',
  alreadyOut: 'This visitor is already checked out.',
  notApproved: 'This visitor has not been approved yet.',
  notToday: 'Only visitors expected today can be checked in.',
  unknownPass: 'No visitor pass has this code.',
} as const;
