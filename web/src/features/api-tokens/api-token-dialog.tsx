import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { API_SCOPES, API_SCOPE_LABELS, type ApiScope } from '#contract/api-token-scopes.ts';
import { API_TOKEN_NAME_MAX, apiTokenSchema, type ApiTokenInput } from '#contract/validation/api-token.ts';
import { CheckboxGroupField } from '../../components/form/checkbox-group-field.tsx';
import { SecretOnceDialog } from '../../components/secret-once-dialog.tsx';
import { FormDialogActions } from '../../components/form/form-dialog-actions.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { validate } from '../../lib/validate.ts';

export interface ApiTokenDialogProps {
  /** Makes the token; answers its secret, or rejects with the server's refusal, which the dialog shows. */
  readonly onCreate: (input: ApiTokenInput) => Promise<string>;
  readonly onClose: () => void;
}

interface TokenFormValues {
  readonly name: string;
  readonly scopes: readonly ApiScope[];
  readonly expiresOn: string;
}

/**
 * "New API token": a name, the scopes, and optionally the last day, checked with the shared schema
 * (src/contract/validation/api-token.ts) as the server checks them. Once made, the dialog shows the
 * token this once, to copy: it is never shown again (only its hash is kept).
 */
export const ApiTokenDialog = ({ onCreate, onClose }: ApiTokenDialogProps) => {
  const titleId = useId();
  const [secret, setSecret] = useState<string | null>(null);
  const { form, values, errors, failure, busy, change, submit } = useCheckedForm(
    (): TokenFormValues => ({ name: '', scopes: [], expiresOn: '' }),
    (typed: TokenFormValues) => validate(apiTokenSchema, { name: typed.name, scopes: typed.scopes, expiresOn: typed.expiresOn.trim() === '' ? null : typed.expiresOn.trim() }),
    async (input: ApiTokenInput) => setSecret(await onCreate(input)),
  );

  if (secret !== null) {
    return (
      <SecretOnceDialog
        title="Copy your new token"
        text="This is the only time the token is shown. Store it where the other system keeps its secrets; if it is lost, revoke it and make another."
        label="API token"
        secret={secret}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>New API token</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OutlinedTextField
              label="Name"
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
              error={errors['name'] !== undefined}
              helperText={errors['name'] ?? 'The audit log names every call of the token by it.'}
              fullWidth
              autoComplete="off"
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX } }}
            />
            <CheckboxGroupField
              legend="Scopes"
              options={API_SCOPES.map((scope) => ({ value: scope, label: `${scope}: ${API_SCOPE_LABELS[scope]}` }))}
              chosen={values.scopes}
              onChange={(scopes) => change('scopes', scopes)}
              error={errors['scopes']}
              hint="The token also acts within what you may do yourself."
              disabled={busy}
            />
            <OutlinedTextField
              label="Last day (optional)"
              value={values.expiresOn}
              onChange={(event) => change('expiresOn', event.target.value)}
              error={errors['expiresOn'] !== undefined}
              helperText={errors['expiresOn'] ?? 'YYYY-MM-DD; empty for a token without an end.'}
              fullWidth
              autoComplete="off"
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Create token" />
      </form>
    </Dialog>
  );
};
