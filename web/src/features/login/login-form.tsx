import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, type NavigateOptions, type To } from 'react-router-dom';
import { MESSAGES } from '#contract/messages.ts';
import { toCompanyEmail } from '#contract/validation/identity-typing.ts';
import { capabilityFor, dashboardPathFor, PATHS } from '../../app/navigation-rules.ts';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { EmailPrefixField } from '../../components/form/email-prefix-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useCaptcha } from '../../components/form/use-captcha.ts';
import { isLoginRedirectState } from '../../components/route-guard.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import type { AuthUser } from '../auth/auth-state.ts';
import { useAuth } from '../auth/use-auth.ts';
import type { ForgotPasswordState } from '../forgot-password/forgot-password-state.ts';
import { existenceFailureMessage, signInFailure, type LoginNextStep } from './login-outcome.ts';
import { useLoginCalls } from './use-login-calls.ts';
import { LoginRounded } from '../../components/mui-icons.tsx';

type Field = 'email' | 'password' | 'captcha';
type FieldErrors = Partial<Record<Field, string>>;

/** docs/product/identity.md ID-SIGNIN-01: the "Please Enter the CAPTCHA" note goes away after 5 seconds. */
const CAPTCHA_NOTE_MS = 5_000;

/**
 * The login form of /login and /SecurityLogin (docs/product/roles-and-screens.md SCREEN-04; docs/product/identity.md ID-SIGNIN). Its calls go
 * through the data layer (use-login-calls.ts); the form waits while they are under way.
 */
export const LoginForm = () => {
  const auth = useAuth();
  const location = useLocation();
  const { showMessage, messageDialog } = useMessageDialog();
  const captcha = useCaptcha();
  const calls = useLoginCalls();
  const [prefix, setPrefix] = useState('');
  const [password, setPassword] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedCaptchas, setFailedCaptchas] = useState(0);
  const [busy, setBusy] = useState(false);
  const [offerRegistration, setOfferRegistration] = useState(false);
  /** The server took the captcha and signed the user in: the field is done (docs/product/identity.md ID-SIGNIN-03). */
  const [captchaVerified, setCaptchaVerified] = useState(false);

  useEffect(() => {
    if (errors.captcha !== MESSAGES.login.captchaRequired) return undefined;
    const timer = window.setTimeout(
      () => setErrors((current) => (current.captcha === MESSAGES.login.captchaRequired ? { ...current, captcha: undefined } : current)),
      CAPTCHA_NOTE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [errors.captcha]);

  const edit = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Where to go once signed in: back to the protected page the guard sent here from, if the role may open it. */
  const destinationFor = (user: AuthUser): { to: To; options: NavigateOptions } => {
    const state: unknown = location.state;
    if (isLoginRedirectState(state)) {
      const may = capabilityFor(state.from);
      if (may?.({ role: user.role })) return { to: state.from, options: { replace: true, state: state.fromState } };
    }
    return { to: dashboardPathFor(user.role), options: { replace: true } };
  };

  const clearForm = () => {
    setPrefix('');
    setPassword('');
    setCaptchaText('');
    setErrors({});
  };

  const toFirstPassword = (email: string) => {
    const state: ForgotPasswordState = { email, firstLogin: true };
    showMessage(MESSAGES.status.approved, { navigateTo: PATHS.forgotPassword, navigateOptions: { state } });
  };

  const signIn = async (email: string) => {
    try {
      const { user, message } = await calls.signIn({
        email,
        password,
        captchaId: captcha.captcha?.captchaId ?? '',
        captcha: captchaText.trim(),
      });
      setCaptchaVerified(true);
      auth.login(user);
      const { to, options } = destinationFor(user);
      showMessage(message || MESSAGES.login.success, { navigateTo: to, navigateOptions: options });
      return;
    } catch (failure) {
      const refused = signInFailure(failure);
      if (refused.kind === 'wrongCaptcha') {
        setFailedCaptchas((count) => count + 1);
        setErrors((current) => ({ ...current, captcha: MESSAGES.login.invalidCaptcha }));
        showMessage(MESSAGES.login.captchaFailed);
      } else if (refused.kind === 'firstPassword') {
        toFirstPassword(email);
      } else if (refused.kind === 'pending') {
        clearForm();
        showMessage(refused.message);
      } else {
        showMessage(refused.message);
      }
    }
    // A captcha answers once: every failed attempt needs a new one.
    setCaptchaText('');
    captcha.refresh();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (prefix.trim() === '' && password === '' && captchaText.trim() === '') {
      setErrors({});
      showMessage(MESSAGES.login.fillAllFields);
      return;
    }
    let fields: Awaited<ReturnType<typeof calls.checkFields>>;
    try {
      fields = await calls.checkFields(prefix, password);
    } catch {
      // The checks' code did not arrive (offline).
      showMessage(MESSAGES.login.unexpected);
      return;
    }
    const found: FieldErrors = { ...fields, captcha: captchaText.trim() === '' ? MESSAGES.login.captchaRequired : undefined };
    setErrors(found);
    if (found.email || found.password || found.captcha) return;

    const email = toCompanyEmail(prefix, runtimeConfig.companyDomain);
    setBusy(true);
    try {
      let step: LoginNextStep;
      try {
        step = await calls.nextStepFor(email);
      } catch (failure) {
        showMessage(existenceFailureMessage(failure));
        return;
      }
      if (step === 'register') {
        setOfferRegistration(true);
        showMessage(
          <>
            {MESSAGES.login.registerFirst}{' '}
            <Link component={RouterLink} to={PATHS.registration} sx={{ fontWeight: 600 }}>
              Register
            </Link>
          </>,
        );
      } else if (step === 'pending') {
        clearForm();
        showMessage(MESSAGES.status.pending);
      } else if (step === 'firstPassword') {
        toFirstPassword(email);
      } else {
        await signIn(email);
      }
    } finally {
      setBusy(false);
    }
  };

  const typedEmail = prefix.trim() === '' ? undefined : toCompanyEmail(prefix, runtimeConfig.companyDomain);
  const forgotState: ForgotPasswordState | undefined = typedEmail ? { email: typedEmail } : undefined;

  return (
    <>
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Login">
      <Stack spacing={2.5}>
        {auth.signedOutBecause && (
          // Why the app signed the user out by itself (issue 12): an idle sign-out used to land here without a word.
          // Drawn like MUI's info Alert without loading it (the login page's weight, bench/bundle-budget.ts).
          <Typography
            role="status"
            data-testid="signed-out-reason"
            variant="body2"
            sx={{ px: 2, py: 1.5, borderRadius: 1.5, bgcolor: '#E5F2FA', color: '#0B3D5C', border: 1, borderColor: '#B3D7EE' }}
          >
            {auth.signedOutBecause === 'idle' ? MESSAGES.session.idleSignedOut : MESSAGES.session.endedSignedOut}
          </Typography>
        )}
        <EmailPrefixField value={prefix} onValueChange={edit('email', setPrefix)} error={errors.email} disabled={busy} required autoFocus />
        <PasswordField
          value={password}
          onValueChange={edit('password', setPassword)}
          error={errors.password}
          disabled={busy}
          required
          autoComplete="current-password"
        />
        <CaptchaField
          captcha={captcha}
          value={captchaText}
          onValueChange={edit('captcha', setCaptchaText)}
          error={errors.captcha && failedCaptchas > 1 && errors.captcha === MESSAGES.login.invalidCaptcha ? `${errors.captcha} (${failedCaptchas} failed attempts)` : errors.captcha}
          note={captchaVerified ? MESSAGES.login.captchaSucceeded : undefined}
          disabled={busy || captchaVerified}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LoginRounded />}
          sx={{ py: 1.4 }}
        >
          Login
        </Button>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Link component={RouterLink} to={PATHS.forgotPassword} state={forgotState} sx={{ fontWeight: 600 }}>
            Forgot Password?
          </Link>
          {offerRegistration && (
            <Typography variant="body2" component="span">
              Not registered yet?{' '}
              <Link component={RouterLink} to={PATHS.registration} sx={{ fontWeight: 600 }}>
                Register
              </Link>
            </Typography>
          )}
        </Stack>
      </Stack>
    </Box>
    {messageDialog}
    </>
  );
};
