/**
 * The words of the visitor's rights (issue 31, docs/product/privacy.md PRIV-RIGHTS): the page a
 * visitor mail links to, its refusals, and the admins' queue. Apart from messages.ts, which every page
 * loads, as the consent's words are (consent-messages.ts).
 */
export const RIGHTS_MESSAGES = {
  linkInvalid: 'This link to your data is not valid. Please use the link from your latest e-mail.',
  linkExpired: 'This link to your data has expired. Please use the link from a newer e-mail, or contact the site.',
  nothingHeld: 'We hold no personal data of yours any more.',
  requestInvalid: 'Please say which detail of which visit is wrong and what it should be (at most 200 characters).',
  grievanceInvalid: 'Please write your grievance (at most 2,000 characters).',
  visitNotYours: 'This visit is not one of yours.',
  mailsWithheld: 'Someone else who gave us this e-mail address with another phone number also receives mails at it, so the mails sent to it are not listed here.',
  correctionRecorded: 'Your correction request is recorded. The site will answer by e-mail by the date shown.',
  grievanceRecorded: 'Your grievance is recorded. The site will answer by e-mail by the date shown.',
  erased: 'Your personal data is erased from the visits listed.',
  requestNotFound: 'This request does not exist.',
  requestAlreadyResolved: 'This request has already been answered.',
  resolutionInvalid: 'Please choose to approve or reject, and give a reason when rejecting (at most 500 characters).',
  correctionNotApplicable: 'This correction cannot be applied: the visit is anonymised or the value is not valid for the field.',
  resolved: 'The request is answered and the visitor is told by e-mail.',
} as const;
