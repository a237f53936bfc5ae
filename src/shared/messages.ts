/**
 * Every message the product shows or answers with. The wording of product-spec.md sections 5 and 8
 * is kept word for word (typos included: "Email already exits" is the product's wording). Where the
 * description gives a rule but no message, the message below is ours, in the same voice.
 */
export const MESSAGES = {
  email: {
    required: 'Please enter your Email.',
    invalid: 'Please enter a valid Email.',
    finalInvalid: 'Email is invalid',
    loginRequired: 'Please enter your email',
    loginInvalid: 'Invalid email address',
    loginEmpty: 'Please enter email',
  },
  login: {
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
    /** Ours: the lockout of decisions.md section 5; {minutes} is filled in. */
    lockedOut: 'Too many failed login attempts. Please try again in {wait}.',
    firstLogin: 'Please set your password to complete first-time login.',
    accountDisabled: 'Your account has been disabled. Please contact your administrator.',
  },
  otp: {
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
    /** Ours: the cooldown and hourly limits of decisions.md section 5. */
    cooldown: 'Please wait {seconds} seconds before requesting a new OTP.',
    hourlyLimit: 'Too many OTP requests. Please try again later.',
    tooManyAttempts: 'Too many wrong attempts. Please click resend button to generate a new OTP.',
    notVerified: 'Please verify your email with an OTP first.',
  },
  registration: {
    nameRequired: 'Please Enter Your Name',
    nameTooShort: 'Please enter a valid name (minimum 3 characters)',
    nameInvalid: 'Please enter a valid name',
    phoneRequired: 'Please enter your phone number.',
    phoneInvalid: 'Please enter a valid 10-digit phone number using numbers only.',
    employeeIdRequired: 'Please enter your Employee ID.',
    employeeIdTooShort: 'Please enter a valid Employee ID (minimum 5 characters)',
    employeeIdInvalid: 'Please enter a valid Employee ID (cannot consist only of _ and -).',
    designationRequired: 'Please select your designation.',
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
  },
  status: {
    pending: 'Your approval request is still pending. Please wait for your reporting manager to approve.',
    approved: 'Approval successful. Please set your password to complete first-time login.',
  },
  password: {
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
  },
  approvals: {
    visitorApproved: 'Visitor Approved Successfully.',
    visitorFailed: 'Error approving visitor.',
    employeeFailed: 'Error approving employee',
    serverError: 'Internal Server Error',
    /** Ours: the server's half of "the employee e-mail plus the server message". */
    employeeApproved: 'approved successfully.',
    notYourReport: 'Only the reporting manager or an admin can approve this employee.',
    notYourVisitor: 'Only the host or an admin can approve this visitor.',
    alreadyApproved: 'This employee is already approved.',
    visitorNotSubmitted: 'The visitor has not submitted the details form yet.',
  },
  link: {
    invalid: 'Invalid or corrupted token',
    expired: 'This link has expired.',
    expiredHelp: 'Please contact the sender for a new link.',
    alreadySubmitted: 'This form has already been submitted',
  },
  time: {
    inRecorded: 'Time In recorded successfully',
    inFailed: 'Failed to record Time In',
    inError: 'Error updating time in.',
    outRecorded: 'Time Out recorded successfully',
    outFailed: 'Failed to record Time Out',
    outError: 'Error updating time out.',
    /** Ours: why a check-in or check-out is refused. */
    alreadyIn: 'This visitor is already checked in.',
    notIn: 'This visitor has not checked in yet.',
    alreadyOut: 'This visitor is already checked out.',
    notApproved: 'This visitor has not been approved yet.',
    notToday: 'Only visitors expected today can be checked in.',
  },
  photo: {
    captured: 'Photo captured successfully!',
    uploaded: 'Upload successful!',
    uploadFailed: 'Upload failed',
    uploadError: 'Error uploading image',
    notAvailable: 'Photo not available. Please take a photo first.',
    fetchError: 'Error fetching photo. Please try again.',
    dataError: 'Error fetching data',
    /** Ours: what the server says about a file it refuses. */
    notJpeg: 'Only JPEG photos can be uploaded.',
    tooLarge: 'The photo must not exceed 1 MB.',
    missing: 'Please take a photo first.',
  },
  submission: {
    passCreated: 'Form submitted successfully',
    detailsSubmitted: 'Details form submitted successfully',
    emptyList: 'No records found.',
  },
  session: {
    active: 'Session active',
    destroyed: 'Previous session destroyed',
    loggedOut: 'Logged out successfully',
  },
  http: {
    internal: 'Internal server error',
    notFound: 'Not found',
    forbidden: 'You do not have permission to access this page.',
    notAuthenticated: 'Please log in to continue.',
    payloadTooLarge: 'Request body is too large',
    invalidPayload: 'The request could not be read. Please try again.',
    tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
    unavailable: 'The service is temporarily unavailable. Please try again.',
  },
  ui: {
    loading: 'loading, please wait...',
    noPermission: 'You do not have permission to access this page.',
  },
} as const;

/** "1 minute", "15 minutes". */
export const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Fills `{name}` placeholders: `fill(MESSAGES.otp.cooldown, { seconds: 42 })`. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
