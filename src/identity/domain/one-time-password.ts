export const OTP_PURPOSES = ['register', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** An e-mailed code; only its hash is stored. */
export class OneTimePassword {
  id!: number;
  email: string;
  purpose: OtpPurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  failedAttempts = 0;
  verifiedAt: Date | null = null;
  /** Set when the verified code has been used up (registration submitted, password set). */
  consumedAt: Date | null = null;

  constructor(props: { email: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date }) {
    this.email = props.email.toLowerCase();
    this.purpose = props.purpose;
    this.codeHash = props.codeHash;
    this.createdAt = props.createdAt;
    this.expiresAt = props.expiresAt;
  }
}
