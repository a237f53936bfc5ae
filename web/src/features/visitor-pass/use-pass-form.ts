import type { Dayjs } from 'dayjs';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '#contract/messages.ts';
import type { Role } from '#contract/roles.ts';
import { siteToday, VISIT_DATE_FORMAT } from '#contract/site-calendar.ts';
import { dashboardPathFor } from '../../app/navigation-rules.ts';
import { usePreload } from '../../components/form/use-preload.ts';
import type { ShowMessageOptions } from '../../components/use-message-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import type { FieldErrors } from '../../lib/validate.ts';
import { focusFirstError } from '../../components/form/focus-first-error.ts';
import type { ActiveEmployee } from '../visits-common/visits-api.ts';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import { useCreatePass } from './use-pass-data.ts';
import { EMPTY_PASS, noSlotsLeftToday, passPayload, pickedDateProblem, reconcileTime, slotsFor, type PassFormValues } from './pass-form-model.ts';

/** The form's checks (the shared schema, with zod), fetched as the form renders and awaited on Submit. */
const loadPassChecks = () => import('./pass-checks.ts');

/** The slots of today close as time passes: the form looks at the clock this often. */
const CLOCK_TICK_MS = 30_000;

const dateText = (value: Dayjs | null): string => {
  if (value === null) return '';
  return value.isValid() ? value.format(VISIT_DATE_FORMAT) : 'invalid';
};

export interface UsePassFormOptions {
  readonly role: Role | null;
  /** The desk creates passes for a host it picks. */
  readonly isDesk: boolean;
  /** Says how the creation went (the page's message dialog). */
  readonly showMessage: (message: ReactNode, options?: ShowMessageOptions) => void;
}

/**
 * The Visitor Pass Form's state: the values as typed, their errors, the time slots still open at the
 * site (the clock is looked at every 30 s), the check on Submit (then the confirmation) and the
 * creation on Confirm, whose answer or failure the message dialog shows.
 */
export const usePassForm = ({ role, isDesk, showMessage }: UsePassFormOptions) => {
  const { companyDomain } = runtimeConfig;
  const [values, setValues] = useState<PassFormValues>(EMPTY_PASS);
  // The pass is read on its site's clock (issue 30): the site picked, else the caller's home site.
  const places = useSitePlaces().data;
  const sites = places?.sites ?? [];
  const shownSiteId = values.siteId || (places ? String(places.homeSiteId) : '');
  const site = sites.find((candidate) => String(candidate.id) === shownSiteId);
  // Until the sites arrive, the installation's zone (the first site's, which a one-site installation keeps).
  const timeZone = site?.timeZone ?? runtimeConfig.timeZone;
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

  const changeVisitorType = (value: string) => {
    change('visitorType', value);
    if (value !== 'Others') setErrors(({ visitorTypeOther: _dropped, ...rest }) => rest);
  };

  const changeHost = (host: ActiveEmployee | null) => {
    setValues((previous) => ({ ...previous, empEmail: host?.emp_email ?? '', empId: host?.emp_id ?? '' }));
    setErrors(({ empEmail: _dropped, ...rest }) => rest);
  };

  const changeSite = (siteId: string) => {
    const zone = sites.find((candidate) => String(candidate.id) === siteId)?.timeZone ?? timeZone;
    const current = new Date();
    setNow(current);
    setValues((previous) => reconcileTime({ ...previous, siteId }, zone, current));
    setErrors(({ siteId: _site, date: _date, time: _time, ...rest }) => rest);
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

  return {
    values,
    errors,
    pickedDate,
    timeZone,
    sites,
    shownSiteId,
    changeSite,
    today,
    slots,
    dateError,
    timeHelp,
    confirming,
    submitting,
    change,
    changeVisitorType,
    changeHost,
    changeDate,
    submit,
    send,
    clear,
    cancelConfirm: () => setConfirming(false),
  };
};

export type PassForm = ReturnType<typeof usePassForm>;
