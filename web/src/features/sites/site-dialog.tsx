import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { useId } from 'react';
import type { SiteView } from '#contract/api/site-answers.ts';
import { SITE_ADDRESS_MAX, SITE_NAME_MAX, SITE_RETENTION_DAYS, siteSchema, type SiteInput } from '#contract/validation/site.ts';
import { retentionDaysOf } from '#contract/validation/site-typing.ts';
import { validate } from '../../lib/validate.ts';
import { FormDialogActions } from '../../components/form/form-dialog-actions.tsx';

export interface SiteDialogProps {
  /** The site to change, or null to add one. */
  readonly site: SiteView | null;
  /** Sends the site; rejects with the server's refusal, which the dialog shows. The caller closes the dialog on success. */
  readonly onSave: (input: SiteInput) => Promise<void>;
  readonly onClose: () => void;
}

interface SiteFormValues {
  readonly name: string;
  readonly address: string;
  readonly timeZone: string;
  readonly email: string;
  readonly retentionDays: string;
  readonly closeStaleVisits: boolean;
  readonly kioskRequiresPin: boolean;
}

const valuesOf = (site: SiteView | null): SiteFormValues => ({
  name: site?.name ?? '',
  address: site?.address ?? '',
  timeZone: site?.timeZone ?? '',
  email: site?.email ?? '',
  retentionDays: String(site?.retentionDays ?? SITE_RETENTION_DAYS.byDefault),
  closeStaleVisits: site?.closeStaleVisits ?? false,
  kioskRequiresPin: site?.kioskRequiresPin ?? false,
});


/**
 * "Add site" and "Change site": the site's name, address, IANA time zone, contact and its own
 * settings, checked with the shared schema (src/contract/validation/site.ts) and its messages, as the
 * server checks them. Mounted with a new key each time it opens, so that it starts from the site.
 * Built from the parts the other forms use (OutlinedTextField, Checkbox): MUI's TextField and Switch
 * here split chunks the visitor's forms share and put them over their page weight (bench/bundle-budget.ts).
 */
export const SiteDialog = ({ site, onSave, onClose }: SiteDialogProps) => {
  const titleId = useId();
  const { form, values, errors, failure, busy, change, submit } = useCheckedForm(
    () => valuesOf(site),
    (typed: SiteFormValues) => validate(siteSchema, { ...typed, retentionDays: retentionDaysOf(typed.retentionDays) }),
    onSave,
  );

  const text = (field: 'name' | 'address' | 'timeZone' | 'email' | 'retentionDays', label: string, more: { helperText?: string; maxLength?: number; multiline?: boolean; inputMode?: 'numeric' | 'email' } = {}) => (
    <OutlinedTextField
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? more.helperText}
      fullWidth
      autoComplete="off"
      disabled={busy}
      multiline={more.multiline ?? false}
      slotProps={{ htmlInput: { ...(more.maxLength ? { maxLength: more.maxLength } : {}), ...(more.inputMode ? { inputMode: more.inputMode } : {}) } }}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{site ? `Change ${site.name}` : 'Add site'}</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('name', 'Name', { maxLength: SITE_NAME_MAX })}
            {text('address', 'Address', { maxLength: SITE_ADDRESS_MAX, multiline: true })}
            {text('timeZone', 'Time zone', { helperText: 'An IANA time zone, such as Asia/Kolkata or Europe/London' })}
            {text('email', 'Contact e-mail (optional)', { inputMode: 'email' })}
            {text('retentionDays', 'Days visits are kept', { inputMode: 'numeric', helperText: `${SITE_RETENTION_DAYS.min} to ${SITE_RETENTION_DAYS.max}` })}
            <FormControlLabel
              control={<Checkbox checked={values.closeStaleVisits} onChange={(event) => change('closeStaleVisits', event.target.checked)} disabled={busy} />}
              label="Close visits still open from before today each night"
            />
            <FormControlLabel
              control={<Checkbox checked={values.kioskRequiresPin} onChange={(event) => change('kioskRequiresPin', event.target.checked)} disabled={busy} />}
              label="Kiosks ask for the pass's PIN"
            />
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel={site ? 'Save' : 'Add site'} />
      </form>
    </Dialog>
  );
};
