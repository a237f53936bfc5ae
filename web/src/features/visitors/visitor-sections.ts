import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { idEntry } from '#contract/visitor-id.ts';
import { PPE_ITEMS, PPE_LABELS } from '#contract/visitor-options.ts';
import type { VisitorRecord } from '../visits-common/visitor-record.ts';

export interface DetailSection {
  readonly title: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
}

export const NOT_GIVEN = '—';

const text = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? NOT_GIVEN : String(value));

/** An ISO instant shown at the site (`21-11-2026 09:05 AM`), or the fallback. */
const siteTime = (iso: string | null, timeZone: string, fallback: string): string => {
  if (!iso) return fallback;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? fallback : formatSiteDateTime(at, timeZone);
};

/** "Others: Film crew" for Others, the type itself otherwise. */
const typeText = (visitor: VisitorRecord): string =>
  visitor.visitortype === 'Others' && visitor.visitortype_other ? `Others: ${visitor.visitortype_other}` : visitor.visitortype;

const additionalText = (visitor: VisitorRecord): string => {
  if (visitor.additional_visitor_option === 'Yes') return visitor.additional_visitors ? `Yes, ${visitor.additional_visitors}` : 'Yes';
  return text(visitor.additional_visitor_option);
};

/**
 * The Visitor Detail View's sections: the whole record, read-only, grouped the way the desk and the
 * host read it. The ID only masked, with its kind; time in and out in the site's time zone.
 */
export const visitorSections = (visitor: VisitorRecord & { readonly check_in_entrance?: string; readonly check_out_entrance?: string }, timeZone: string): DetailSection[] => [
  {
    title: 'Visitor',
    rows: [
      ['Name', visitor.name],
      ['Mobile Number', text(visitor.visitor_phonenumber)],
      ['Email', text(visitor.visitor_email)],
      ['Visitor Type', typeText(visitor)],
      ['Coming From', text(visitor.coming_from)],
      ['Address', text(visitor.address)],
      idEntry(visitor.id_kind, visitor.id_masked),
    ],
  },
  {
    title: 'Visit',
    rows: [
      ['Pass Code', text(visitor.visitor_id)],
      ['Date of Visit', text(visitor.date_of_visit)],
      ['Time of Visit', text(visitor.time_of_visit)],
      ['Place to Visit', text(visitor.place_to_visit)],
      ['Option', text(visitor.selected_option)],
      ['Purpose of Visit', text(visitor.purpose_of_visit)],
      ['Additional Visitors', additionalText(visitor)],
    ],
  },
  {
    title: 'Safety',
    rows: PPE_ITEMS.map((item) => [PPE_LABELS[item], visitor.ppe_options ? (visitor.ppe_options[item] ? 'Yes' : 'No') : NOT_GIVEN] as const),
  },
  {
    title: 'Host',
    rows: [
      ['Host Name', text(visitor.host_name)],
      ['Host Email', text(visitor.host_email)],
      ['Employee ID', text(visitor.host_emp_id)],
    ],
  },
  {
    title: 'Status',
    rows: [
      ['Details Submitted', visitor.is_submitted ? 'Yes' : 'No'],
      ['Approval', text(visitor.approve_status)],
      ['Time In', siteTime(visitor.check_in, timeZone, 'Not checked in')],
      // The entrances (issue 30), only where the visit was recorded at one: a site without entrances shows nothing new.
      ...(visitor.check_in_entrance ? [['Entrance In', visitor.check_in_entrance] as const] : []),
      ['Time Out', siteTime(visitor.check_out, timeZone, 'Not checked out')],
      ...(visitor.check_out_entrance ? [['Entrance Out', visitor.check_out_entrance] as const] : []),
    ],
  },
];
