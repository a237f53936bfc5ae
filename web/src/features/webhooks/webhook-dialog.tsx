import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { WEBHOOK_URL_MAX, webhookEndpointSchema, type WebhookEndpointInput } from '#contract/validation/webhook.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#contract/webhook-payload.ts';
import { CheckboxGroupField } from '../../components/form/checkbox-group-field.tsx';
import { SecretOnceDialog } from '../../components/secret-once-dialog.tsx';
import { FormDialogActions } from '../../components/form/form-dialog-actions.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { validate } from '../../lib/validate.ts';

export interface WebhookDialogProps {
  /** Registers the endpoint; answers its signing secret, or rejects with the server's refusal, which the dialog shows. */
  readonly onAdd: (input: WebhookEndpointInput) => Promise<string>;
  readonly onClose: () => void;
}

interface EndpointFormValues {
  readonly url: string;
  readonly events: readonly WebhookEvent[];
  readonly precheck: boolean;
}

/**
 * "New endpoint": its URL, the events it hears and whether it is asked before a check-in or a walk-in,
 * checked with the shared schema as the server checks them. Once made, the dialog shows the signing
 * secret this once, to copy.
 */
export const WebhookDialog = ({ onAdd, onClose }: WebhookDialogProps) => {
  const titleId = useId();
  const [secret, setSecret] = useState<string | null>(null);
  const { form, values, errors, failure, busy, change, submit } = useCheckedForm(
    (): EndpointFormValues => ({ url: '', events: [], precheck: false }),
    (typed: EndpointFormValues) => validate(webhookEndpointSchema, { url: typed.url, events: typed.events, precheck: typed.precheck }),
    async (input: WebhookEndpointInput) => setSecret(await onAdd(input)),
  );

  if (secret !== null) {
    return (
      <SecretOnceDialog
        title="Copy the signing secret"
        text="This is the only time the secret is shown. The receiver verifies each request with it (any Standard Webhooks library); if it is lost, remove the endpoint and add it again."
        label="Signing secret"
        secret={secret}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>New webhook endpoint</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OutlinedTextField
              label="URL"
              value={values.url}
              onChange={(event) => change('url', event.target.value)}
              error={errors['url'] !== undefined}
              helperText={errors['url'] ?? 'Where the events are posted, e.g. https://siem.example.com/hooks/vms'}
              fullWidth
              autoComplete="off"
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX } }}
            />
            <CheckboxGroupField
              legend="Events"
              options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }))}
              chosen={values.events}
              onChange={(events) => change('events', events)}
              error={errors['events']}
              hint="Each is posted as JSON, signed, and retried for a day until the receiver answers 2xx."
              disabled={busy}
            />
            <FormControlLabel
              control={<Checkbox checked={values.precheck} onChange={(changed) => change('precheck', changed.target.checked)} disabled={busy} />}
              label='Ask it before a check-in or a walk-in completes (it answers {"allow": true|false} within 3 s)'
            />
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Add endpoint" />
      </form>
    </Dialog>
  );
};
