export const approvals = {
  visitorApproved: 'Visitor Approved Successfully.',
  visitorFailed: 'Error approving visitor.',
  employeeFailed: 'Error approving employee',
  serverError: 'Internal Server Error',
  /** Ours: the server's half of "the employee e-mail plus the server message". */
  employeeApproved: 'approved successfully.',
  notYourReport: 'Only the reporting manager or an admin can approve this employee.',
  notYourVisitor: 'Only the host or an admin can approve this visitor.',
  alreadyApproved: 'This employee is already approved.',
  /** Ours (issue 28): rejecting a registration, the same right as approving it. */
  notYourReportToReject: 'Only the reporting manager or an admin can reject this registration.',
  employeeRejected: 'The registration was rejected and the person was told by e-mail.',
  rejectReasonRequired: 'Please write why the registration is rejected.',
  rejectReasonTooShort: 'The reason for rejecting must be at least 10 characters.',
  rejectReasonTooLong: 'The reason for rejecting must not exceed 500 characters.',
  rejectReasonInvalid: 'The reason for rejecting must not contain control characters (such as Escape or Tab) or text-direction marks; line breaks are fine.',
  visitorNotSubmitted: 'The visitor has not submitted the details form yet.',
  visitorAlreadyApproved: 'This visitor is already approved.',
  /** Ours: a visit whose day passed without a check-in is missed (docs/product/visits.md VIS-STATE-01). */
  visitorMissed: 'This visit\'s date has passed, so it can no longer be approved.',
} as const;
