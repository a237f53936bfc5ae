import { useState, type ReactNode } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import type { OtpPurpose } from '../../features/auth/identity-api.ts';
import { loadIdentityApi } from '../../features/auth/identity-keys.ts';
import type { EmailRead } from './email-otp-checks.ts';
import type { EmailStepProps } from './email-step.tsx';
import { loadEmailOtpChecks, useSendOtp } from './otp-calls.ts';
import { otpSendFailure } from './otp-outcome.ts';
import type { OtpStepProps } from './otp-step.tsx';
import { usePreload } from './use-preload.ts';

export interface EmailOtpOptions {
  readonly purpose: OtpPurpose;
  readonly showMessage: (message: ReactNode) => void;
  readonly initialPrefix?: string;
  /** An address already proven some other way (a set-up link): the OTP steps are skipped. */
  readonly initialVerifiedEmail?: string | null;
  /**
   * Whether a code may go to this address (the page's existence rules). When it may not, it has
   * said why itself.
   */
  readonly mayReceive: (email: string) => Promise<boolean>;
  /** The message when sending fails without a message of the server's own. */
  readonly sendFailedMessage: ReactNode;
  /** The message when the server's verify answer brings none. */
  readonly verifiedMessage: ReactNode;
  /** What a verify that never reached the server says. */
  readonly unreachableMessage: string;
  readonly onVerified?: () => void;
}

/**
 * The e-mail and OTP steps that registration and password setting share: the typed prefix, Send
 * OTP (after the page's own existence check), the address the code went to, and the address its
 * code proved. The page renders `<EmailStep {...emailStep} />` and, while a code waits for its
 * answer, `<OtpStep {...otpStep} />`. The identity calls and the checks are fetched as the page renders.
 */
export const useEmailOtp = ({
  purpose,
  showMessage,
  initialPrefix = '',
  initialVerifiedEmail = null,
  mayReceive,
  sendFailedMessage,
  verifiedMessage,
  unreachableMessage,
  onVerified,
}: EmailOtpOptions) => {
  usePreload(loadEmailOtpChecks, loadIdentityApi);
  const send = useSendOtp(purpose);
  const [prefix, setPrefix] = useState(initialPrefix);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** The address a code went to, and when. */
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  /** The address proven by its OTP: locked from here on. */
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(initialVerifiedEmail);

  const changePrefix = (value: string) => {
    setPrefix(value);
    setEmailError(undefined);
    // Another address needs its own code.
    if (sent) setSent(null);
  };

  const requestOtp = async () => {
    if (busy) return;
    let read: EmailRead;
    try {
      read = (await loadEmailOtpChecks()).readEmailPrefix(prefix);
    } catch {
      // The checks' code did not arrive (offline): nothing can be sent either.
      showMessage(sendFailedMessage);
      return;
    }
    if (!read.ok) {
      setEmailError(read.error);
      return;
    }
    setBusy(true);
    try {
      if (!(await mayReceive(read.email))) return;
      try {
        const message = await send.mutateAsync(read.email);
        setSent({ email: read.email, at: Date.now() });
        showMessage(message || MESSAGES.otp.sent);
      } catch (failure) {
        showMessage(otpSendFailure(failure, sendFailedMessage));
      }
    } finally {
      setBusy(false);
    }
  };

  const verified = (message: string) => {
    if (!sent) return;
    setVerifiedEmail(sent.email);
    showMessage(message || verifiedMessage);
    onVerified?.();
  };

  const resent = (at: number) => setSent((current) => (current ? { ...current, at } : current));

  /** Back to the e-mail step: the proof of the address is no longer good. */
  const startOver = () => {
    setVerifiedEmail(null);
    setSent(null);
  };

  const emailStep: EmailStepProps = {
    prefix,
    onPrefixChange: changePrefix,
    error: emailError,
    busy,
    verified: verifiedEmail !== null,
    sent: sent !== null,
    onSend: () => void requestOtp(),
  };
  const otpStep: OtpStepProps | null =
    sent && !verifiedEmail
      ? { email: sent.email, purpose, sentAt: sent.at, onResent: resent, onVerified: verified, showMessage, unreachableMessage }
      : null;

  return { setPrefix, sent, verifiedEmail, startOver, emailStep, otpStep };
};
