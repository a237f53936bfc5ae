export const details = {
  placeRequired: 'Please select the place to visit.',
  optionRequired: 'Please select an option.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must not exceed 100 characters.',
  comingFromRequired: 'Please enter where you are coming from.',
  comingFromTooShort: 'Coming from must be at least 3 characters.',
  comingFromInvalid: 'Coming from may contain letters and single spaces only.',
  comingFromTooLong: 'Coming from must not exceed 60 characters.',
  addressRequired: 'Please enter your address.',
  addressNeedsLetter: 'Address must contain at least one letter.',
  addressTooShort: 'Address must be at least 20 characters.',
  /**
   * The description enforces 60 but has a message saying 50 ("both readings exist"; settled by docs/product/README.md DEV-05):
   * the rule is 60 (sections 5 and 9), so its message says 60 rather than refuse 51 to 60 in words that contradict it.
   */
  addressTooLong: 'Address must not exceed 60 characters.',
  /** Ours; widened by issue 28 (docs/product/visits.md VIS-DETAILS-05; docs/product/README.md DEV-06) with # ( ) & and apostrophes. */
  addressInvalid: 'Address may contain letters, digits and . , / - # ( ) & \' with no repeated separators.',
  purposeRequired: 'Please enter the purpose of your visit.',
  purposeTooShort: 'Purpose must be at least 10 characters.',
  /** Ours; widened by issue 28 (docs/product/visits.md VIS-DETAILS-07; docs/product/README.md DEV-06) with digits and the address's signs. */
  purposeInvalid: 'Purpose may contain letters, digits, spaces and . , / - # ( ) & \' only.',
  purposeTooLong: 'Purpose must not exceed 100 characters.',
  aadhaarLength: 'Aadhaar number must be exactly 12 digits.',
  aadhaarInvalid: 'Please enter a valid Aadhaar number.',
  additionalRequired: 'Please select whether additional visitors are coming.',
  additionalCountRequired: 'Please select the number of additional visitors (1 to 4).',
  termsRequired: 'Please accept the terms and conditions.',
  /** Ours (ADR 57): what a summary says of the terms where the site's documents, signed, were their acceptance. */
  termsBySigning: "Accepted by signing the site's documents",
  dateMismatch: 'The date and time of the visit are set by your host.',
} as const;
