export const password = {
  userNotFound: 'User not found. Please Register first.',
  checkFailed: 'Error checking email',
  required: 'Please enter your Password',
  invalid: 'Please enter valid password',
  confirmRequired: 'Please enter your Confirm Password',
  mismatch: 'The password and confirm password fields must match.',
  setFailed: 'Failed to set password',
  /** Ours: shown under the field so the rules are visible before a mistake. */
  rules: 'At least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*._-',
  tooLong: 'Password must not exceed 50 characters.',
  set: 'Password set successfully. Please log in.',
} as const;
