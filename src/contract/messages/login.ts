export const login = {
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters long',
  fillAllFields: 'Please fill all fields to proceed',
  captchaToSubmit: 'Please enter CAPTCHA to submit.',
  captchaRequired: 'Please Enter the CAPTCHA',
  captchaFailed: 'CAPTCHA verification failed.',
  invalidCaptcha: 'Invalid Captcha',
  captchaSucceeded: 'CAPTCHA verification successful.',
  invalidCredentials: 'Invalid credentials',
  success: 'login successful',
  registerFirst: 'Please Register With Us to Login.',
  unexpectedResponse: 'Unexpected response format. Please try again.',
  unexpected: 'An unexpected error occurred',
  /** Ours: the lockout of docs/product/identity.md ID-SIGNIN-06; {minutes} is filled in. */
  lockedOut: 'Too many failed login attempts. Please try again in {wait}.',
  firstLogin: 'Please set your password to complete first-time login.',
  accountDisabled: 'Your account has been disabled. Please contact your administrator.',
} as const;
