import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { BREACH_DATA_KINDS, BREACH_DATA_KIND_LABELS, type BreachDataKind } from '#contract/breach-data-kinds.ts';
import { BREACH_TEXT_MAX, breachSchema, type BreachFormValues } from '#contract/validation/breach.ts';
import { CheckboxGroupField } from '../../components/form/checkbox-group-field.tsx';
import { FormDialogActions } from '../../components/form/form-dialog-actions.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { validate } from '../../lib/validate.ts';

export interface BreachDialogProps {
  /** The installation's sites, to choose from (or all). */
  readonly sites: readonly { readonly id: number; readonly name: string }[];
  /** Who answers for the company unless the admin names another: the admin. */
  readonly contact: { readonly name: string; readonly email: string };
  /** Records the breach; rejects with the server's refusal, which the dialog shows. */
  readonly onRecord: (input: BreachFormValues) => Promise<void>;
  readonly onClose: () => void;
}

interface TypedBreach {
  readonly summary: string;
  readonly occurredFrom: string;
  readonly occurredTo: string;
  readonly awareAt: string;
  readonly dataKinds: readonly BreachDataKind[];
  readonly allSites: boolean;
  readonly siteIds: readonly number[];
  readonly impact: string;
  readonly measures: string;
  readonly contactName: string;
  readonly contactEmail: string;
}

/** A `datetime-local` value (this browser's clock) as the instant the server takes; empty stays empty, so the schema names the field. */
const instantOf = (local: string): string => {
  const at = new Date(local);
  return local.trim() === '' || Number.isNaN(at.getTime()) ? '' : at.toISOString();
};

/** What the form sends: the typed values in the schema's input shape. */
export const breachFormValues = (typed: TypedBreach): BreachFormValues => ({
  summary: typed.summary,
  occurredFrom: instantOf(typed.occurredFrom),
  occurredTo: instantOf(typed.occurredTo),
  awareAt: instantOf(typed.awareAt),
  dataKinds: [...typed.dataKinds],
  siteIds: typed.allSites ? null : [...typed.siteIds],
  impact: typed.impact,
  measures: typed.measures,
  contactName: typed.contactName,
  contactEmail: typed.contactEmail,
});

/**
 * "Record a breach" (BR-1): what happened, its window, when the company became aware (the Board's
 * 72-hour clock starts there), the kinds of data, the sites or all, the likely impact, the measures
 * taken and who answers for the company, checked with the shared schema (src/contract/validation/breach.ts)
 * as the server checks them.
 */
export const BreachDialog = ({ sites, contact, onRecord, onClose }: BreachDialogProps) => {
  const titleId = useId();
  const { form, values, errors, failure, busy, change, submit } = useCheckedForm(
    (): TypedBreach => ({ summary: '', occurredFrom: '', occurredTo: '', awareAt: '', dataKinds: [], allSites: true, siteIds: [], impact: '', measures: '', contactName: contact.name, contactEmail: contact.email }),
    (typed: TypedBreach) => {
      const sent = breachFormValues(typed);
      const checked = validate(breachSchema, sent);
      return checked.ok ? { ok: true, data: sent } : checked;
    },
    onRecord,
  );
  const text = (field: 'summary' | 'impact' | 'measures', label: string, hint: string) => (
    <OutlinedTextField
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? hint}
      fullWidth
      multiline
      minRows={2}
      disabled={busy}
      slotProps={{ htmlInput: { maxLength: BREACH_TEXT_MAX } }}
    />
  );
  const time = (field: 'occurredFrom' | 'occurredTo' | 'awareAt', label: string, hint: string) => (
    <OutlinedTextField
      label={label}
      type="datetime-local"
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? hint}
      fullWidth
      disabled={busy}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Record a breach</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('summary', 'What happened', 'The nature of the breach, in plain words: the people affected read it in their notice.')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {time('occurredFrom', 'Started', 'When the breach began (your clock).')}
              {time('occurredTo', 'Ended', 'When it ended, or now if it may go on.')}
            </Stack>
            {time('awareAt', 'Became aware', 'The 72 hours for the Board\'s report run from here.')}
            <CheckboxGroupField
              legend="Data concerned"
              options={BREACH_DATA_KINDS.map((kind) => ({ value: kind, label: BREACH_DATA_KIND_LABELS[kind] }))}
              chosen={values.dataKinds}
              onChange={(kinds) => change('dataKinds', kinds)}
              error={errors['dataKinds']}
              hint="Decides whose data the register counts as affected."
              disabled={busy}
            />
            <CheckboxGroupField
              legend="Sites"
              before={<FormControlLabel control={<Checkbox checked={values.allSites} onChange={(event) => change('allSites', event.target.checked)} />} label="All sites" />}
              hideOptions={values.allSites}
              options={sites.map((site) => ({ value: site.id, label: site.name }))}
              chosen={values.siteIds}
              onChange={(ids) => change('siteIds', ids)}
              error={errors['siteIds']}
              hint="Where the data was held."
              disabled={busy}
            />
            {text('impact', 'Likely impact', 'The likely consequences for the people affected.')}
            {text('measures', 'Measures taken', 'What the company has done and will do to contain it.')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <OutlinedTextField
                label="Contact name"
                value={values.contactName}
                onChange={(event) => change('contactName', event.target.value)}
                error={errors['contactName'] !== undefined}
                helperText={errors['contactName'] ?? 'Who answers for the company about this breach.'}
                fullWidth
                disabled={busy}
              />
              <OutlinedTextField
                label="Contact e-mail"
                value={values.contactEmail}
                onChange={(event) => change('contactEmail', event.target.value)}
                error={errors['contactEmail'] !== undefined}
                helperText={errors['contactEmail'] ?? 'Named in every notice.'}
                fullWidth
                disabled={busy}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Record breach" />
      </form>
    </Dialog>
  );
};
