import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { DIGIT_CHAR, PERSON_NAME_CHAR, PHONE_LENGTH, personNameTypable, phoneTypable } from '#contract/validation/identity-typing.ts';
import { WATCHLIST_NAME_MAX, WATCHLIST_TEXT_MAX, watchlistEntrySchema, type WatchlistEntryInput } from '#contract/validation/watchlist.ts';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { validate } from '../../lib/validate.ts';
import { aadhaarLast4Typable, asksForSites, emptyEntryFor, type WatchlistFormValues, type WatchlistSiteChoice } from './watchlist-model.ts';
import { CheckboxGroupField } from '../../components/form/checkbox-group-field.tsx';
import { MESSAGES } from '#contract/messages.ts';
import { FormDialogActions } from '../../components/form/form-dialog-actions.tsx';

export interface AddEntryDialogProps {
  readonly open: boolean;
  /** Where the user may make the entry apply (issue 30): the form asks only where there is a choice. */
  readonly siteChoice: WatchlistSiteChoice;
  /** Sends the entry; rejects with the server's refusal, which the dialog shows. The caller closes the dialog on success. */
  readonly onAdd: (input: WatchlistEntryInput) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The form checked with the shared schema: company-wide sends no sites; limited to sites, at least
 * one must be ticked (none would make it company-wide, which the user did not choose).
 */
const checkEntry = ({ companyWide, siteIds, ...entry }: WatchlistFormValues) => {
  if (!companyWide && siteIds.length === 0) return { ok: false as const, errors: { siteIds: MESSAGES.watchlist.siteInvalid } };
  return validate(watchlistEntrySchema, { ...entry, siteIds: companyWide ? [] : siteIds });
};

/**
 * "Add to watchlist": the person's name, an optional phone and last four Aadhaar digits, and the
 * reason, checked with the shared schema (src/contract/validation/watchlist.ts) and its messages, as
 * the server checks them; where there is a choice, whether it applies company-wide or at some sites
 * (issue 30). Loaded after the page (it brings zod); mounted with a new key each time it
 * opens, so that it starts empty.
 */
export const AddEntryDialog = ({ open, siteChoice, onAdd, onClose }: AddEntryDialogProps) => {
  const titleId = useId();
  const { form, values, errors, failure, busy, change: set, submit } = useCheckedForm(() => emptyEntryFor(siteChoice), checkEntry, onAdd);
  const change = (field: 'name' | 'phone' | 'aadhaarLast4' | 'reason') => (value: string) => set(field, value);

  const shown = (field: keyof WatchlistFormValues): string | undefined => errors[field];

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Add to watchlist</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Passes, the visitor&apos;s form, the kiosk and the desk check this person against every new visit. A match flags the visit for
            security; the visitor and the host are never told why.
          </DialogContentText>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2}>
            <FilteredTextField
              label="Name"
              value={values.name}
              onValueChange={change('name')}
              typable={(value) => personNameTypable(value, WATCHLIST_NAME_MAX)}
              allowedChar={PERSON_NAME_CHAR}
              typingMax={WATCHLIST_NAME_MAX}
              error={shown('name')}
              required
              fullWidth
              autoFocus
              autoComplete="off"
              disabled={busy}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FilteredTextField
                label="Phone (optional)"
                value={values.phone}
                onValueChange={change('phone')}
                typable={phoneTypable}
                allowedChar={DIGIT_CHAR}
                typingMax={PHONE_LENGTH}
                error={shown('phone')}
                helperText={`${PHONE_LENGTH} digits`}
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                disabled={busy}
              />
              <FilteredTextField
                label="Aadhaar last 4 (optional)"
                value={values.aadhaarLast4}
                onValueChange={change('aadhaarLast4')}
                typable={aadhaarLast4Typable}
                allowedChar={DIGIT_CHAR}
                typingMax={4}
                error={shown('aadhaarLast4')}
                helperText="The last four digits only"
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                disabled={busy}
              />
            </Stack>
            <FilteredTextField
              label="Reason"
              value={values.reason}
              onValueChange={change('reason')}
              typable={(value) => value.length <= WATCHLIST_TEXT_MAX}
              typingMax={WATCHLIST_TEXT_MAX}
              error={shown('reason')}
              helperText={`For security only. ${values.reason.trim().length} of at most ${WATCHLIST_TEXT_MAX} characters`}
              required
              fullWidth
              multiline
              minRows={3}
              maxRows={8}
              disabled={busy}
            />
            {asksForSites(siteChoice) && (
              <CheckboxGroupField
                legend="Where it applies"
                before={
                  siteChoice.companyWide && (
                    <FormControlLabel control={<Checkbox checked={values.companyWide} onChange={(event) => set('companyWide', event.target.checked)} />} label="Company-wide" />
                  )
                }
                hideOptions={values.companyWide}
                options={siteChoice.sites.map((site) => ({ value: site.id, label: site.name }))}
                chosen={values.siteIds}
                onChange={(ids) => set('siteIds', ids)}
                error={shown('siteIds')}
                hint={values.companyWide ? 'A match flags a visit at every site.' : 'A match flags a visit only at these sites.'}
                disabled={busy}
              />
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel={'Add to watchlist'} />
      </form>
    </Dialog>
  );
};
