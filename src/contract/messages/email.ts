export const email = {
  required: 'Please enter your Email.',
  invalid: 'Please enter a valid Email.',
  finalInvalid: 'Email is invalid',
  loginRequired: 'Please enter your email',
  loginInvalid: 'Invalid email address',
  loginEmpty: 'Please enter email',
} as const;
