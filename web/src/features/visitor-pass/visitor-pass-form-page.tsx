import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { createsPassesForHosts } from '../../../../src/shared/capabilities.ts';
import { MESSAGES } from '../../../../src/shared/messages.ts';
// The typing rules without the schemas (no zod): the form loads its checks when it checks (pass-checks.ts).
import { PHONE_LENGTH, phoneTypable, personNameTypable } from '../../../../src/shared/validation/identity-typing.ts';
import { EMAIL_MAX, lettersAndSingleSpacesTypable, OTHER_VISITOR_TYPE_MAX, PASS_NAME_MAX } from '../../../../src/shared/validation/visit-typing.ts';
import { siteToday, VISIT_DATE_FORMAT } from '../../../../src/shared/site-calendar.ts';
import { VISITOR_TYPES } from '../../../../src/shared/visitor-options.ts';
import { dashboardPathFor } from '../../app/navigation-rules.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import { usePreload } from '../../components/form/use-preload.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import type { FieldErrors } from '../../lib/validate.ts';
import { useAuth } from '../auth/use-auth.ts';
import { focusFirstError } from '../visits-common/focus-first-error.ts';
import { HostPicker } from './host-picker.tsx';
import { useCreatePass } from './use-pass-data.ts';
import { EMPTY_PASS, noSlotsLeftToday, passEntries, passPayload, pickedDateProblem, reconcileTime, slotsFor, type PassFormValues } from './pass-form-model.ts';
import { VisitDateFieldPlaceholder } from './visit-date-field-placeholder.tsx';

/** MUI X's date picker (about 45 KB gzip) in its own chunk, fetched as soon as the form renders. */
const VisitDatePicker = lazy(() => import('./visit-date-picker.tsx'));
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** The form's checks (the shared schema, with zod), fetched as the form renders and awaited on Submit. */
const loadPassChecks = () => import('./pass-checks.ts');

/** The slots of today close as time passes: the form looks at the clock this often. */
const CLOCK_TICK_MS = 30_000;

const dateText = (value: Dayjs | null): string => {
  if (value === null) return '';
  return value.isValid() ? value.format(VISIT_DATE_FORMAT) : 'invalid';
};

/**
 * MUI's Grid layout of the form (spacing 2 below sm, 2.5 from sm up; whole rows, and halves from sm
 * up) as a CSS grid, so that the page loads no Grid (page weight, bench/bundle-budget.ts).
 */
const FORM_GRID = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 2, sm: 2.5 } } as const;
const WHOLE_ROW = { gridColumn: '1 / -1' } as const;

const VisitorPassFormPage = () => {
  const { role } = useAuth();
  const { timeZone, companyDomain } = runtimeConfig;
  const isDesk = createsPassesForHosts({ role });
  const { showMessage, messageDialog } = useMessageDialog();

  const [values, setValues] = useState<PassFormValues>(EMPTY_PASS);
  const [pickedDate, setPickedDate] = useState<Dayjs | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [now, setNow] = useState(() => new Date());
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync: sendPass, isPending: submitting } = useCreatePass();
  usePreload(loadPassChecks);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = new Date();
      setNow(current);
      setValues((previous) => reconcileTime(previous, timeZone, current));
    }, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [timeZone]);

  const change = <K extends keyof PassFormValues>(field: K, value: PassFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const changeDate = (value: Dayjs | null) => {
    setPickedDate(value);
    const current = new Date();
    setNow(current);
    setValues((previous) => reconcileTime({ ...previous, date: dateText(value) }, timeZone, current));
    setErrors(({ date: _date, time: _time, ...rest }) => rest);
  };

  const slots = slotsFor(values.date, timeZone, now);
  const noSlots = noSlotsLeftToday(values.date, timeZone, now);
  // The picker works in the site's time zone, so that its "today" is the site's today, wherever the browser is.
  const today = siteToday(timeZone, now);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = passPayload(values, role ?? '', isDesk);
    let result: ReturnType<Awaited<ReturnType<typeof loadPassChecks>>['checkPass']>;
    try {
      result = (await loadPassChecks()).checkPass(payload, { timeZone, now: new Date() }, companyDomain);
    } catch {
      // The checks' code did not arrive (the network is down): nothing is sent.
      showMessage(MESSAGES.http.internal);
      return;
    }
    const found: Record<string, string> = result.ok ? {} : { ...result.errors };
    if (isDesk && values.empEmail === '') found['empEmail'] ??= MESSAGES.pass.hostRequired;
    if (noSlots) found['date'] = MESSAGES.pass.noSlotsToday;
    // Drawn at once (the check was awaited, outside React's event batch), so that the first error can take the focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    try {
      const response = await sendPass(passPayload(values, role ?? '', isDesk));
      setConfirming(false);
      showMessage(response.message || MESSAGES.submission.passCreated, {
        navigateTo: role ? dashboardPathFor(role) : '/',
        navigateOptions: { replace: true },
      });
    } catch (error) {
      setConfirming(false);
      showMessage(error instanceof ApiError ? error.message : MESSAGES.http.internal);
    }
  };

  const clear = () => {
    setValues(EMPTY_PASS);
    setPickedDate(null);
    setErrors({});
  };

  const dateProblem = pickedDateProblem(values.date, timeZone, now);
  const dateError = errors['date'] ?? dateProblem ?? (noSlots ? MESSAGES.pass.noSlotsToday : undefined);
  const timeHelp = slots.length > 0 ? `Site time (${timeZone}).` : dateProblem || noSlots ? 'Please pick another date first.' : 'Pick the date first.';

  return (
    <>
      <PageLayout
        title="Create Visitor Pass"
        maxWidth="md"
        subtitle={
          isDesk
            ? 'Create a pass on behalf of an employee. The visitor and the employee receive a link to the details form.'
            : 'Create a pass for your visitor. You and the visitor receive a link to the details form.'
        }
      >
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Visitor pass">
          <Box sx={FORM_GRID}>
            {isDesk && (
              <>
                <Box sx={WHOLE_ROW}>
                  <Typography variant="overline" component="h2" color="primary">
                    Host
                  </Typography>
                </Box>
                <HostPicker
                  empEmail={values.empEmail}
                  empId={values.empId}
                  error={errors['empEmail']}
                  onChange={(host) => {
                    setValues((previous) => ({ ...previous, empEmail: host?.emp_email ?? '', empId: host?.emp_id ?? '' }));
                    setErrors(({ empEmail: _dropped, ...rest }) => rest);
                  }}
                />
                <Box sx={WHOLE_ROW}>
                  <Divider />
                </Box>
              </>
            )}
            <Box sx={WHOLE_ROW}>
              <Typography variant="overline" component="h2" color="primary">
                Visitor
              </Typography>
            </Box>
            <Box>
              <FilteredTextField
                label="Phone Number"
                required
                value={values.phoneNumber}
                onValueChange={(value) => change('phoneNumber', value)}
                typable={phoneTypable}
                error={errors['phoneNumber']}
                helperText={`${PHONE_LENGTH} digits, not starting with 0.`}
                type="tel"
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
              />
            </Box>
            <Box>
              <NativeSelectField
                label="Visitor Type"
                required
                value={values.visitorType}
                onValueChange={(value) => {
                  change('visitorType', value);
                  if (value !== 'Others') setErrors(({ visitorTypeOther: _dropped, ...rest }) => rest);
                }}
                error={Boolean(errors['visitorType'])}
                helperText={errors['visitorType']}
              >
                <option value="" disabled>
                  Select the visitor type
                </option>
                {VISITOR_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelectField>
            </Box>
            {values.visitorType === 'Others' && (
              <Box sx={WHOLE_ROW}>
                <FilteredTextField
                  label="Please specify the visitor type"
                  required
                  value={values.visitorTypeOther}
                  onValueChange={(value) => change('visitorTypeOther', value)}
                  typable={(value) => lettersAndSingleSpacesTypable(value, OTHER_VISITOR_TYPE_MAX)}
                  error={errors['visitorTypeOther']}
                  helperText="Letters and single spaces, for example Film crew."
                  autoComplete="off"
                />
              </Box>
            )}
            <Box>
              <FilteredTextField
                label="Visitor Name"
                required
                value={values.name}
                onValueChange={(value) => change('name', value)}
                typable={(value) => personNameTypable(value, PASS_NAME_MAX)}
                error={errors['name']}
                // Typing stops at the limit: say where it is, so a long name is not cut short unnoticed.
                helperText={`Letters and single spaces, at most ${PASS_NAME_MAX}.`}
                autoComplete="off"
              />
            </Box>
            <Box>
              <OutlinedTextField
                label="Visitor Email (optional)"
                type="email"
                value={values.visitorEmail}
                onChange={(event) => change('visitorEmail', event.target.value.slice(0, EMAIL_MAX))}
                error={Boolean(errors['visitorEmail'])}
                helperText={errors['visitorEmail'] ?? 'The visitor receives the details-form link here.'}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'email' } }}
              />
            </Box>
            <Box sx={WHOLE_ROW}>
              <Typography variant="overline" component="h2" color="primary">
                Visit
              </Typography>
            </Box>
            <Box>
              <Suspense fallback={<VisitDateFieldPlaceholder value={pickedDate} error={Boolean(dateError)} helperText={dateError ?? 'DD-MM-YYYY, today or later.'} />}>
                <VisitDatePicker
                  value={pickedDate}
                  onChange={changeDate}
                  timeZone={timeZone}
                  minDate={today}
                  error={Boolean(dateError)}
                  helperText={dateError ?? 'DD-MM-YYYY, today or later.'}
                />
              </Suspense>
            </Box>
            <Box>
              <NativeSelectField
                label="Time of Visit"
                required
                value={values.time}
                onValueChange={(value) => change('time', value)}
                disabled={slots.length === 0}
                // A disabled field shows no error (issue 12): the date's message says what to do first.
                error={slots.length > 0 && Boolean(errors['time'])}
                helperText={(slots.length > 0 ? errors['time'] : undefined) ?? timeHelp}
              >
                <option value="" disabled>
                  {slots.length === 0 ? '—' : 'Select a time'}
                </option>
                {slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </NativeSelectField>
            </Box>
            <Box sx={WHOLE_ROW}>
              <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
                <Button onClick={clear} disabled={submitting}>
                  Clear
                </Button>
                <Button type="submit" variant="contained" size="large" endIcon={<SendRounded />} disabled={submitting}>
                  Submit
                </Button>
              </Stack>
            </Box>
          </Box>
        </form>
        <ConfirmDialog
          open={confirming}
          title="Please confirm the visitor pass"
          entries={passEntries(values, isDesk)}
          busy={submitting}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
        {messageDialog}
      </PageLayout>
    </>
  );
};

export default withMuiTheme(withQueryClient(VisitorPassFormPage));
