import { MESSAGES } from '#contract/messages.ts';
import { idEntry, idLast4, maskId, normaliseIdNumber } from '#contract/visitor-id.ts';
import { PPE_ITEMS, PPE_LABELS, type PpeOptions } from '#contract/visitor-options.ts';
import type { LinkPrefill } from '../visits-common/link-token.ts';
import type { DetailsFormValues } from './details-form-model.ts';

/*
 * What the verify dialog lists (verify-details-dialog.tsx): apart from the form's model, since only the
 * dialog, fetched as the form renders, needs it.
 */

/** "Helmet, Goggles" or "None". */
export const ppeText = (ppe: Partial<PpeOptions> | null | undefined): string => {
  const worn = PPE_ITEMS.filter((item) => ppe?.[item]).map((item) => PPE_LABELS[item]);
  return worn.length > 0 ? worn.join(', ') : 'None';
};

/** The verify dialog's list, in the form's order; the ID only masked, as it will be kept. */
export const detailsEntries = (values: DetailsFormValues, prefill: Pick<LinkPrefill, 'date' | 'time'>, termsBox = true): [string, string][] => [
  ['Place to Visit', values.placeToVisit],
  ['Option', values.selectedOption],
  ['Safety Equipment', ppeText(values.ppeOptions)],
  ['Date of Visit', prefill.date],
  ['Time of Visit', prefill.time],
  ['Name', values.name.trim()],
  ['Coming From', values.comingFrom.trim()],
  ['Address', values.address.trim()],
  ['Mobile Number', values.mobileNo],
  ['Purpose of Visit', values.purposeOfVisit.trim()],
  idEntry(values.idKind, values.idNumber.trim() ? maskId(values.idKind, idLast4(normaliseIdNumber(values.idNumber))) : null),
  [
    'Additional Visitors',
    values.additionalVisitorOption === 'Yes' ? `Yes, ${values.additionalVisitors}` : values.additionalVisitorOption,
  ],
  ['Terms and Conditions', termsBox ? (values.termsAccepted ? 'Accepted' : 'Not accepted') : MESSAGES.details.termsBySigning],
];
