import { ConfirmDialogView, type ConfirmDialogProps } from '../../components/form/confirm-dialog-view.tsx';
import type { LinkPrefill } from '../visits-common/link-token.ts';
import { detailsEntries } from './details-entries.ts';
import type { DetailsFormValues } from './details-form-model.ts';

export interface VerifyDetailsDialogProps extends Omit<ConfirmDialogProps, 'title' | 'entries'> {
  readonly values: DetailsFormValues;
  readonly prefill: Pick<LinkPrefill, 'date' | 'time'>;
  /** Whether the form has the terms box (a site without documents, ADR 57). */
  readonly termsBox: boolean;
}

/**
 * "Please verify your details": the confirmation dialog (docs/product/visits.md VIS-DETAILS-13) with the form's
 * entries, the Aadhaar number masked. A chunk of its own with what makes the list (details-entries.ts),
 * fetched as the form renders (details-form.tsx), as MUI's Dialog already was (components/form/confirm-dialog.tsx).
 */
export const VerifyDetailsDialog = ({ values, prefill, termsBox, ...dialog }: VerifyDetailsDialogProps) => (
  <ConfirmDialogView {...dialog} title="Please verify your details" entries={detailsEntries(values, prefill, termsBox)} />
);
