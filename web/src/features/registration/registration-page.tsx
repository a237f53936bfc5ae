import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ConsentInput } from '#contract/consent.ts';
import { MESSAGES } from '#contract/messages.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { EmailStep } from '../../components/form/email-step.tsx';
import { OtpStep } from '../../components/form/otp-step.tsx';
import { useEmailOtp } from '../../components/form/use-email-otp.ts';
import { useCaptcha } from '../../components/form/use-captcha.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import type { RegistrationRequest } from '../auth/identity-api.ts';
import { RegistrationDetails, type DetailsValues } from './registration-details.tsx';
import { keptManager, managersFor, registrationFailure, toFormErrors, type RegistrationField } from './registration-model.ts';
import { useRegistrationCalls } from './use-registration-calls.ts';
import { useRegistrationLists } from './use-registration-lists.ts';
import { asksForHomeSite, HomeSitePicker } from './home-site-picker.tsx';
import { useRegistrationSites } from './use-registration-sites.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';

const EMPTY_DETAILS: DetailsValues = { name: '', phone: '', employeeId: '', designation: '', manager: '', captcha: '' };
const STEPS = ['Email', 'Verify OTP', 'Your details'] as const;

/**
 * Employee Registration (docs/product/roles-and-screens.md SCREEN-05; docs/product/identity.md ID-REG and ID-FIELDS): e-mail, OTP, details, captcha, confirm,
 * submit. Its reads (captcha, designations, managers) and writes (existence, OTP, registration) go
 * through the data layer.
 */
/** The privacy notice shown first (issue 31): its own chunk, loaded when the step shows. */
const NoticeStep = lazy(() => import('../../components/consent/notice-step.tsx'));

/** A one-site installation asks for no site: the notice of its only site (the first). */
const FIRST_SITE = {};

const RegistrationPage = () => {
  const { showMessage, messageDialog } = useMessageDialog();
  const captcha = useCaptcha();
  const calls = useRegistrationCalls();
  const otp = useEmailOtp({
    purpose: 'register',
    showMessage,
    mayReceive: async (email) => {
      let registered: boolean;
      try {
        registered = await calls.isRegistered(email);
      } catch {
        showMessage(MESSAGES.registration.existenceFailed, { onOk: () => otp.setPrefix('') });
        return false;
      }
      if (registered) {
        showMessage(
          <>
            {MESSAGES.registration.alreadyRegistered}
            <br />
            <Link component={RouterLink} to={PATHS.login} sx={{ fontWeight: 600 }}>
              Go to Login
            </Link>
          </>,
        );
        return false;
      }
      return true;
    },
    sendFailedMessage: MESSAGES.otp.sendFailed,
    unreachableMessage: MESSAGES.otp.invalid,
    verifiedMessage: MESSAGES.otp.verifiedRegistration,
  });
  const { sent, verifiedEmail } = otp;
  const lists = useRegistrationLists(verifiedEmail !== null, showMessage);
  const { designations, managers } = lists;
  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [pending, setPending] = useState<RegistrationRequest | null>(null);
  // The privacy notice comes first (issue 31, docs/product/privacy.md PRIV-NOTICE): nothing is asked before consent.
  const [consent, setConsent] = useState<ConsentInput | null>(null);
  // The home site comes before the notice (issue 30): the notice read, and the consent given, are that site's.
  const siteList = useRegistrationSites();
  const [homeSiteId, setHomeSiteId] = useState<number | null>(null);
  const picking = asksForHomeSite(siteList.sites);
  const homeSite = siteList.sites?.find((site) => site.id === homeSiteId) ?? null;
  const { submitting } = calls;

  const step = verifiedEmail ? 2 : sent ? 1 : 0;
  const offeredManagers = managers === null ? null : managersFor(details.designation, managers);

  const changeDetail = (field: keyof DetailsValues, value: string) => {
    setDetails((current) => {
      const next = { ...current, [field]: value };
      // A manager the new designation does not allow is dropped (an admin reports to an admin).
      return field === 'designation' && managers ? { ...next, manager: keptManager(value, current.manager, managers) } : next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const review = async () => {
    if (!verifiedEmail || !consent) return;
    const payload: RegistrationRequest = {
      email: verifiedEmail,
      name: details.name,
      phonenumber: details.phone,
      employeeid: details.employeeId,
      selectedDesignation: details.designation,
      selectedManager: details.manager,
      captchaId: captcha.captcha?.captchaId ?? '',
      captcha: details.captcha,
      consent,
      ...(picking && homeSiteId !== null ? { homeSiteId } : {}),
    };
    let checked: Awaited<ReturnType<typeof calls.check>>;
    try {
      checked = await calls.check(payload);
    } catch {
      // The check's code did not arrive (offline): nothing can be sent either.
      showMessage(MESSAGES.registration.failed);
      return;
    }
    if (!checked.ok) {
      const found = toFormErrors(checked.errors);
      setErrors(found);
      if (found.email) showMessage(found.email);
      return;
    }
    setErrors({});
    setPending(checked.data);
  };

  const newCaptcha = () => {
    setDetails((current) => ({ ...current, captcha: '' }));
    captcha.refresh();
  };

  const submit = async () => {
    if (!pending || submitting) return;
    try {
      const result = await calls.register(pending);
      setPending(null);
      showMessage(result || MESSAGES.registration.success, { navigateTo: PATHS.login, navigateOptions: { replace: true } });
    } catch (failure) {
      setPending(null);
      newCaptcha();
      const refused = registrationFailure(failure);
      if (refused.kind === 'captcha') setErrors({ captcha: refused.message });
      // The proof of the address has run out: back to the e-mail step.
      showMessage(refused.message, refused.kind === 'startOver' ? { onOk: otp.startOver } : undefined);
    }
  };

  const managerLabel = (email: string) => {
    const manager = managers?.find((candidate) => candidate.email === email);
    return manager ? `${manager.name} (${manager.email})` : email;
  };

  return (
    <PageLayout
      title="Employee Registration"
      subtitle="Register with your company e-mail address; your reporting manager approves your account."
      maxWidth="sm"
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, mx: { xs: -1, sm: 0 } }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {!consent ? (
        <Stack spacing={3}>
          <HomeSitePicker list={siteList} value={homeSiteId} onChange={setHomeSiteId} />
          {siteList.sites !== null && (!picking || homeSiteId !== null) && (
            <Suspense fallback={<Typography role="status">{MESSAGES.ui.loading}</Typography>}>
              {/* A new site, a new notice: nothing ticked for another site's carries over. */}
              <NoticeStep key={homeSiteId ?? 'first'} where={picking && homeSiteId !== null ? { site: homeSiteId } : FIRST_SITE} onConsent={setConsent} />
            </Suspense>
          )}
        </Stack>
      ) : (
      <Stack spacing={3}>
        <EmailStep {...otp.emailStep} />
        {otp.otpStep && <OtpStep key={otp.otpStep.email} {...otp.otpStep} />}
        {verifiedEmail && (
          <>
            <Divider />
            <RegistrationDetails
              values={details}
              errors={errors}
              onChange={changeDetail}
              designations={designations}
              managers={offeredManagers}
              listsFailed={lists.failed}
              onReloadLists={lists.reload}
              captcha={captcha}
              disabled={submitting}
              onSubmit={() => void review()}
            />
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          Already registered?{' '}
          <Link component={RouterLink} to={PATHS.login} sx={{ fontWeight: 600 }}>
            Login
          </Link>
        </Typography>
      </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Confirm your details"
        entries={
          pending
            ? [
                ['Email', pending.email],
                ['Name', pending.name],
                ['Phone Number', pending.phonenumber],
                ['Employee ID', pending.employeeid],
                ['Designation', pending.selectedDesignation],
                ['Reporting Manager', managerLabel(pending.selectedManager)],
                ...(picking && homeSite ? [['Home Site', homeSite.name] as const] : []),
              ]
            : []
        }
        busy={submitting}
        onConfirm={() => void submit()}
        onCancel={() => setPending(null)}
      />
      {messageDialog}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(RegistrationPage));
