/**
 * Ours (issue 31): the refusals of the IDs a visitor may give instead of Aadhaar, each kind's number
 * by its rule (docs/product/visits.md VIS-DETAILS-11), and a watchlist entry's last four
 * (WATCH-LIST-01). Apart from messages.ts, which every page loads, because only the forms' checks
 * (loaded when a form is checked) and the server read them: the page weight of every route stays
 * (bench/bundle-budget.ts). Aadhaar keeps the description's own words, `details.aadhaarLength` and
 * `details.aadhaarInvalid` in messages.ts.
 */
export const ID_MESSAGES = {
  kindInvalid: 'Please choose a kind of ID.',
  passportInvalid: 'Please enter a valid passport number (A1234567).',
  drivingLicenceInvalid: 'Please enter a valid driving licence number (MH12 20110012345).',
  voterIdInvalid: 'Please enter a valid voter ID (ABC1234567).',
  panInvalid: 'Please enter a valid PAN (ABCDE1234F).',
  otherInvalid: 'Please enter 4 to 30 letters or digits.',
  last4Invalid: 'Please enter the last 4 letters or digits, or leave it empty.',
} as const;
