/**
 * The consent's words (issue 31): the refusal of a form without the visit's consent and of a bad
 * withdrawal link. Apart from messages.ts, which every page loads (the details form is at its page
 * weight, bench/bundle-budget.ts): only the server, the forms' checks and the notice step read them.
 */
export const CONSENT_MESSAGES = {
  required: 'Please read the privacy notice and agree to the use of your details for this visit.',
  noticeUnknown: 'This privacy notice is no longer current. Please reload the page and read the current one.',
  withdrawalLinkInvalid: 'This withdrawal link is not valid. Please use the link from your latest e-mail.',
  withdrawalLinkExpired: 'This withdrawal link has expired. Please contact the site to withdraw your consent.',
  withdrawn: 'Your consent is withdrawn. Your optional data is erased and a visit that has not happened yet is cancelled.',
  employeeWithdrawn: 'Your consent is withdrawn. The withdrawal is recorded.',
  nothingToWithdraw: 'There is no consent of yours to withdraw.',
} as const;
