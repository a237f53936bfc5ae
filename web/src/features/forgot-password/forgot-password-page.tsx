import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '#contract/messages.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { prefixOfCompanyEmail } from '../../components/form/email-prefix-field.tsx';
import { EmailStep } from '../../components/form/email-step.tsx';
import { OtpStep } from '../../components/form/otp-step.tsx';
import { useEmailOtp } from '../../components/form/use-email-otp.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { initialEmailOf, PASSWORD_PAGE_TEXT, passwordPageMode } from './forgot-password-state.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import type { NewPasswordErrors, NewPasswordValues } from './new-password-schema.ts';
import { setPasswordFailure } from './password-outcome.ts';
import { usePasswordCalls } from './use-password-calls.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';

const STEPS = ['Email', 'Verify OTP', 'New password'] as const;
const EMPTY_PASSWORDS: NewPasswordValues = { password: '', confirmPassword: '' };

/** The set-up link `vms users add` prints: `/Forgotpassword?email=<address>&setup=<code>`. */
const readSetupLink = (params: URLSearchParams): { email: string; code: string } | null => {
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const code = params.get('setup')?.trim() ?? '';
  return email !== '' && code !== '' ? { email, code } : null;
};

/**
 * First-login password setting and forgotten-password reset (docs/product/roles-and-screens.md SCREEN-06; docs/product/identity.md ID-PWD):
 * e-mail, reset OTP, new password, confirmation. A set-up link goes straight to the new password. The
 * existence check, the OTP and the new password are writes of the data layer.
 */
const ForgotPasswordPage = () => {
  const location = useLocation();
  const [params] = useSearchParams();
  const { showMessage, messageDialog } = useMessageDialog();
  const arrival: unknown = location.state;
  const [setup, setSetup] = useState(() => readSetupLink(params));
  const calls = usePasswordCalls();
  const otp = useEmailOtp({
    purpose: 'reset',
    showMessage,
    initialPrefix: prefixOfCompanyEmail(setup?.email ?? initialEmailOf(arrival, params)),
    initialVerifiedEmail: setup?.email ?? null,
    mayReceive: async (email) => {
      let existence;
      try {
        existence = await calls.existenceOf(email);
      } catch {
        showMessage(MESSAGES.password.checkFailed);
        return false;
      }
      if (!existence.emailExists) {
        showMessage(
          <>
            {MESSAGES.password.userNotFound}
            <br />
            <Link component={RouterLink} to={PATHS.registration} sx={{ fontWeight: 600 }}>
              Register
            </Link>
          </>,
        );
        return false;
      }
      if (existence.status === 'Approval Pending') {
        showMessage(MESSAGES.status.pending);
        return false;
      }
      return true;
    },
    sendFailedMessage: MESSAGES.otp.sendFailedRetry,
    unreachableMessage: MESSAGES.otp.invalidReset,
    verifiedMessage: MESSAGES.otp.verifiedReset,
  });
  const { sent, verifiedEmail } = otp;
  const [passwords, setPasswords] = useState<NewPasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [confirming, setConfirming] = useState(false);
  const { saving } = calls;

  const step = verifiedEmail ? 2 : sent ? 1 : 0;
  const mode = passwordPageMode(arrival, params, setup !== null);

  const changePassword = (field: keyof NewPasswordValues, value: string) => {
    setPasswords((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const review = async () => {
    let checked: Awaited<ReturnType<typeof calls.check>>;
    try {
      checked = await calls.check(passwords);
    } catch {
      // The checks' code did not arrive (offline): nothing can be saved either.
      showMessage(MESSAGES.http.internal);
      return;
    }
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  /** Back to the e-mail step: the proof of the address (OTP or set-up code) is no longer good. */
  const startOver = () => {
    setSetup(null);
    otp.startOver();
    setPasswords(EMPTY_PASSWORDS);
  };

  const save = async () => {
    if (!verifiedEmail || saving) return;
    try {
      const checked = await calls.check(passwords);
      if (!checked.ok) return;
      const result = await calls.setPassword({
        email: verifiedEmail,
        password: checked.data.password,
        ...(setup ? { setupToken: setup.code } : {}),
      });
      setConfirming(false);
      showMessage(result || MESSAGES.password.set, { navigateTo: PATHS.login, navigateOptions: { replace: true } });
    } catch (failure) {
      setConfirming(false);
      const refused = setPasswordFailure(failure);
      showMessage(refused.message, refused.kind === 'startOver' ? { onOk: startOver } : undefined);
    }
  };

  return (
    <PageLayout
      title={PASSWORD_PAGE_TEXT[mode].title}
      subtitle={PASSWORD_PAGE_TEXT[mode].subtitle}
      maxWidth="sm"
    >
      {setup === null && (
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, mx: { xs: -1, sm: 0 } }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Stack spacing={3}>
        {setup ? (
          <Alert severity="info" sx={{ overflowWrap: 'break-word' }}>
            Setting the password of <strong>{setup.email}</strong> with the set-up link from your administrator.
          </Alert>
        ) : (
          <EmailStep {...otp.emailStep} />
        )}
        {otp.otpStep && <OtpStep key={otp.otpStep.email} {...otp.otpStep} />}
        {verifiedEmail && (
          <>
            {!setup && <Divider />}
            <NewPasswordForm values={passwords} errors={errors} onChange={changePassword} disabled={saving} onSubmit={() => void review()} />
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          Remembered it?{' '}
          <Link component={RouterLink} to={PATHS.login} sx={{ fontWeight: 600 }}>
            Back to Login
          </Link>
        </Typography>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Confirm your new password"
        entries={[
          ['Email', verifiedEmail ?? ''],
          ['New password', 'set'],
        ]}
        confirmLabel="Set Password"
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
      {messageDialog}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(ForgotPasswordPage));
