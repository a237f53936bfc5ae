export const pass = {
  /** The description's: phone uses the registration wording ("same messages as above"). */
  visitorTypeRequired: 'Please select visitor type.',
  /** Ours, in the same voice, for rules the description gives without a message. */
  otherRequired: 'Please specify the visitor type.',
  otherTooShort: 'Visitor type must be at least 3 characters.',
  otherInvalid: 'Visitor type may contain letters and single spaces only.',
  otherTooLong: 'Visitor type must not exceed 100 characters.',
  nameRequired: 'Please enter the visitor name.',
  nameTooLong: 'Name must not exceed 50 characters.',
  dateRequired: 'Please select a date.',
  dateInvalid: 'Please select a valid date.',
  datePast: 'The date cannot be in the past.',
  timeRequired: 'Please select a time.',
  timeInvalid: 'Please select a valid time.',
  timePast: 'Please select a time from now on.',
  noSlotsToday: 'No time slots are left today. Please pick another date.',
  visitorEmailInvalid: 'Please enter a valid Email.',
  hostRequired: 'Please select the employee.',
  hostInvalid: 'Please select an approved employee.',
  siteInvalid: 'Please choose a site from the list.',
  otherSite: 'This visit is at a site you do not work at: only that site\'s desk may check it in or out.',
} as const;
