import LoginRounded from '@mui/icons-material/LoginRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, type NavigateOptions, type To } from 'react-router-dom';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { loginEmailPrefixSchema, loginPasswordSchema, toCompanyEmail } from '../../../../src/shared/validation/identity-fields.ts';
import { capabilityFor, dashboardPathFor, PATHS } from '../../app/navigation-rules.ts';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { EmailPrefixField } from '../../components/form/email-prefix-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useCaptcha } from '../../components/form/use-captcha.ts';
import { isLoginRedirectState } from '../../components/route-guard.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { passwordDigest } from '../../lib/password-digest.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import type { AuthUser } from '../auth/auth-state.ts';
import { checkUserExistence, logIn, UnexpectedAnswerError } from '../auth/identity-api.ts';
import { useAuth } from '../auth/use-auth.ts';
import type { ForgotPasswordState } from '../forgot-password/forgot-password-state.ts';

type Field = 'email' | 'password' | 'captcha';
type FieldErrors = Partial<Record<Field, string>>;

/** product-spec.md section 5: the "Please Enter the CAPTCHA" note goes away after 5 seconds. */
const CAPTCHA_NOTE_MS = 5_000;

const firstError = (result: { success: true } | { success: false; error: { issues: readonly { message: string }[] } }): string | undefined =>
  result.success ? undefined : result.error.issues[0]?.message;

/** The login form of /login and /SecurityLogin (product-spec.md sections 2, 4, 5 and 8). */
export const LoginForm = () => {
  const auth = useAuth();
  const location = useLocation();
  const { showMessage, messageDialog } = useMessageDialog();
  const captcha = useCaptcha();
  const [prefix, setPrefix] = useState('');
  const [password, setPassword] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedCaptchas, setFailedCaptchas] = useState(0);
  const [busy, setBusy] = useState(false);
  const [offerRegistration, setOfferRegistration] = useState(false);

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
      const { user, message } = await logIn({
        email,
        password: passwordDigest(password),
        captchaId: captcha.captcha?.captchaId ?? '',
        captcha: captchaText.trim(),
      });
      auth.login(user);
      const { to, options } = destinationFor(user);
      showMessage(message || MESSAGES.login.success, { navigateTo: to, navigateOptions: options });
      return;
    } catch (failure) {
      if (failure instanceof ApiError) {
        if (failure.code === 'captcha.wrong') {
          setFailedCaptchas((count) => count + 1);
          setErrors((current) => ({ ...current, captcha: MESSAGES.login.invalidCaptcha }));
          showMessage(MESSAGES.login.captchaFailed);
        } else if (failure.status === 401) {
          showMessage(failure.message || MESSAGES.login.invalidCredentials);
        } else if (failure.code === 'account.first_login') {
          toFirstPassword(email);
        } else if (failure.code === 'account.pending') {
          clearForm();
          showMessage(failure.message);
        } else if (failure.status === 400 || failure.status === 403 || failure.status === 429) {
          showMessage(failure.message);
        } else {
          showMessage(MESSAGES.http.internal);
        }
      } else {
        showMessage(failure instanceof UnexpectedAnswerError ? MESSAGES.login.unexpectedResponse : MESSAGES.http.internal);
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
    const found: FieldErrors = {
      email: firstError(loginEmailPrefixSchema.safeParse(prefix)),
      password: firstError(loginPasswordSchema.safeParse(password)),
      captcha: captchaText.trim() === '' ? MESSAGES.login.captchaRequired : undefined,
    };
    setErrors(found);
    if (found.email || found.password || found.captcha) return;

    const email = toCompanyEmail(prefix, runtimeConfig.companyDomain);
    setBusy(true);
    try {
      const existence = await checkUserExistence(email);
      if (!existence.emailExists) {
        setOfferRegistration(true);
        showMessage(
          <>
            {MESSAGES.login.registerFirst}{' '}
            <Link component={RouterLink} to={PATHS.registration} sx={{ fontWeight: 600 }}>
              Register
            </Link>
          </>,
        );
      } else if (existence.status === 'Approval Pending') {
        clearForm();
        showMessage(MESSAGES.status.pending);
      } else if (existence.status === 'First Login') {
        toFirstPassword(email);
      } else {
        await signIn(email);
      }
    } catch (failure) {
      if (failure instanceof UnexpectedAnswerError) showMessage(MESSAGES.login.unexpectedResponse);
      else if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429)) showMessage(failure.message);
      else if (failure instanceof ApiError) showMessage(MESSAGES.http.internal);
      else showMessage(MESSAGES.login.unexpected);
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
          disabled={busy}
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
