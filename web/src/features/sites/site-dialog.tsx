import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { Fragment, useId } from 'react';
import type { SiteView } from '#contract/api/site-answers.ts';
import { RETENTION_KINDS, SITE_ADDRESS_MAX, SITE_LOG_RETENTION_DAYS, SITE_NAME_MAX, SITE_RETENTION_DAYS, siteSchema, type RetentionKind, type SiteInput } from '#contract/validation/site.ts';
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
  readonly personalDataDays: string;
  readonly photoDays: string;
  readonly auditLogDays: string;
  readonly processingLogDays: string;
  readonly closeStaleVisits: boolean;
  readonly kioskRequiresPin: boolean;
}

/** Each retention's field (ADR 50): its label and its bounds (the logs' floor is a year). */
const RETENTION_FIELDS: Readonly<Record<RetentionKind, { readonly label: string; readonly bounds: { readonly min: number; readonly max: number } }>> = {
  personalDataDays: { label: "Days a visitor's details are kept after the visit", bounds: SITE_RETENTION_DAYS },
  photoDays: { label: "Days a visitor's photos are kept after the visit", bounds: SITE_RETENTION_DAYS },
  auditLogDays: { label: 'Days the audit log is kept', bounds: SITE_LOG_RETENTION_DAYS },
  processingLogDays: { label: 'Days consent records, mails and webhook messages are kept', bounds: SITE_LOG_RETENTION_DAYS },
};

const valuesOf = (site: SiteView | null): SiteFormValues => ({
  name: site?.name ?? '',
  address: site?.address ?? '',
  timeZone: site?.timeZone ?? '',
  email: site?.email ?? '',
  personalDataDays: String(site?.personalDataDays ?? SITE_RETENTION_DAYS.byDefault),
  photoDays: String(site?.photoDays ?? SITE_RETENTION_DAYS.byDefault),
  auditLogDays: String(site?.auditLogDays ?? SITE_LOG_RETENTION_DAYS.byDefault),
  processingLogDays: String(site?.processingLogDays ?? SITE_LOG_RETENTION_DAYS.byDefault),
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
    (typed: SiteFormValues) => validate(siteSchema, { ...typed, ...Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, retentionDaysOf(typed[kind])])) }),
    onSave,
  );

  const text = (field: 'name' | 'address' | 'timeZone' | 'email' | RetentionKind, label: string, more: { helperText?: string; maxLength?: number; multiline?: boolean; inputMode?: 'numeric' | 'email' } = {}) => (
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
            {RETENTION_KINDS.map((kind) => {
              const { label, bounds } = RETENTION_FIELDS[kind];
              return <Fragment key={kind}>{text(kind, label, { inputMode: 'numeric', helperText: `${bounds.min} to ${bounds.max}` })}</Fragment>;
            })}
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
