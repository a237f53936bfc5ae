export const registration = {
  nameRequired: 'Please Enter Your Name',
  nameTooShort: 'Please enter a valid name (minimum 3 characters)',
  nameInvalid: 'Please enter a valid name',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid 10-digit phone number using numbers only.',
  employeeIdRequired: 'Please enter your Employee ID.',
  employeeIdTooShort: 'Please enter a valid Employee ID (minimum 5 characters)',
  employeeIdInvalid: 'Please enter a valid Employee ID (cannot consist only of _ and -).',
  designationRequired: 'Please select your designation.',
  /** Ours (issue 30): an installation of several sites asks where the registrant works. */
  homeSiteRequired: 'Please select your home site.',
  managerRequired: 'Please select your manager.',
  captchaIncorrect: 'Incorrect CAPTCHA. Please try again.',
  alreadyRegistered: 'Email already exits',
  existenceFailed: 'Internal server error',
  designationsFailed: 'Error fetching designations',
  managersFailed: 'Error fetching managers',
  failed: 'Failed to register user',
  failedServer: 'Internal server error,Failed to register user',
  /** Ours. */
  success: 'Registration successful. Your reporting manager has been asked to approve your account.',
  employeeIdTaken: 'This Employee ID is already registered.',
  managerInvalid: 'Please select a valid manager.',
  adminManagerRequired: 'An admin must report to an admin manager.',
  designationInvalid: 'Please select a valid designation.',
  /** Ours (issue 30). */
  homeSiteInvalid: 'Please select a valid home site.',
  /** Ours (issue 30). */
  sitesFailed: 'Error fetching sites',
} as const;
