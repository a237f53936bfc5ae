import { MESSAGES } from '#contract/messages.ts';
import { visitDateProblem } from '#contract/validation/visit-typing.ts';
import { availableSlots, parseVisitDate, siteToday } from '#contract/site-calendar.ts';
import type { PassPayload } from '../visits-common/pass-payload.ts';

/** The Visitor Pass Form's values, as typed (the shared schema checks them on submit). */
export interface PassFormValues {
  readonly phoneNumber: string;
  readonly visitorType: string;
  readonly visitorTypeOther: string;
  readonly name: string;
  /** DD-MM-YYYY; '' before a date is picked, `invalid` for a date the picker cannot read. */
  readonly date: string;
  /** `hh:mm AM`, or '' */
  readonly time: string;
  readonly visitorEmail: string;
  /** The host, chosen by the security desk only. */
  readonly empEmail: string;
  readonly empId: string;
  /** The site picked (its id as text); '' until one is picked: the host's home site. */
  readonly siteId: string;
}

export const EMPTY_PASS: PassFormValues = {
  phoneNumber: '',
  visitorType: '',
  visitorTypeOther: '',
  name: '',
  date: '',
  time: '',
  visitorEmail: '',
  empEmail: '',
  empId: '',
  siteId: '',
};

/** The slots the time select offers for a DD-MM-YYYY date: all 48 on a later date, from now on today, none before a date is picked. */
export const slotsFor = (date: string, timeZone: string, now: Date): string[] => {
  const iso = parseVisitDate(date);
  return iso ? availableSlots(iso, timeZone, now) : [];
};

/** True when the picked date is today at the site and every slot of it has passed: the date must change. */
export const noSlotsLeftToday = (date: string, timeZone: string, now: Date): boolean => {
  const iso = parseVisitDate(date);
  return iso !== null && iso === siteToday(timeZone, now) && availableSlots(iso, timeZone, now).length === 0;
};

/**
 * What is wrong with a picked date, as soon as it is complete (the shared rule of visitDateSchema: a
 * real date, today or later at the site; without zod, so that the form renders before its checks
 * arrive); nothing while it is empty or still being typed.
 */
export const pickedDateProblem = (date: string, timeZone: string, now: Date): string | undefined => {
  if (date === '' || date === 'invalid') return undefined;
  const trimmed = date.trim();
  return trimmed === '' ? MESSAGES.pass.dateRequired : visitDateProblem(trimmed, { timeZone, now });
};

/** After the date (or the clock) moves: the chosen time stays only while it is still offered. */
export const reconcileTime = (values: PassFormValues, timeZone: string, now: Date): PassFormValues =>
  values.time === '' || slotsFor(values.date, timeZone, now).includes(values.time) ? values : { ...values, time: '' };

/** "Others" shows what the visitor is, everything else its own name. */
export const visitorTypeText = (values: Pick<PassFormValues, 'visitorType' | 'visitorTypeOther'>): string =>
  values.visitorType === 'Others' ? `Others (${values.visitorTypeOther.trim()})` : values.visitorType;

/** What `POST /api/visitorForm` receives: the host only when the desk chose one, the "Others" text only for Others. */
export const passPayload = (values: PassFormValues, role: string, isDesk: boolean): PassPayload => ({
  phoneNumber: values.phoneNumber,
  visitorType: values.visitorType,
  ...(values.visitorType === 'Others' ? { visitorTypeOther: values.visitorTypeOther } : {}),
  name: values.name.trim(),
  date: values.date,
  time: values.time,
  ...(values.visitorEmail.trim() ? { visitorEmail: values.visitorEmail.trim() } : {}),
  ...(isDesk ? { empEmail: values.empEmail, empId: values.empId, emailInput: values.empEmail } : {}),
  ...(values.siteId ? { siteId: Number(values.siteId) } : {}),
  role,
});

/** The confirmation dialog's list, in the form's order. */
export const passEntries = (values: PassFormValues, isDesk: boolean): [string, string][] => [
  ...(isDesk
    ? ([
        ['Employee Email', values.empEmail],
        ['Employee ID', values.empId],
      ] as [string, string][])
    : []),
  ['Phone Number', values.phoneNumber],
  ['Visitor Type', visitorTypeText(values)],
  ['Visitor Name', values.name.trim()],
  ['Date of Visit', values.date],
  ['Time of Visit', values.time],
  ['Visitor Email', values.visitorEmail.trim()],
];
