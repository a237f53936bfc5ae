export const otp = {
  invalidLength: 'Please enter a valid Email OTP (6 characters)',
  required: 'Please enter Email OTP',
  expired: 'Email OTP has expired. Please click resend button to generate a new OTP.',
  sendFailed: 'Failed to send OTP',
  sendFailedRetry: 'Failed to send OTP. Please try again.',
  sent: 'OTP sent successfully to your email',
  resent: 'Resend OTP sent successfully',
  resendFailed: 'Failed to resend OTP. Please try again.',
  invalid: 'Invalid Email OTP. Please enter the correct OTP',
  invalidReset: 'Invalid Email OTP. Please enter the correct OTP.',
  verifiedRegistration: 'OTP verification successful',
  verifiedReset: 'OTP verified successfully. You can now set a new password.',
  /** Ours: the cooldown and hourly limits of docs/product/identity.md ID-OTP-02. */
  cooldown: 'Please wait {seconds} seconds before requesting a new OTP.',
  hourlyLimit: 'Too many OTP requests. Please try again later.',
  tooManyAttempts: 'Too many wrong attempts. Please click resend button to generate a new OTP.',
  notVerified: 'Please verify your email with an OTP first.',
} as const;
