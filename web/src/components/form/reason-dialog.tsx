import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { FilteredTextField } from './filtered-text-field.tsx';
import { FormDialogActions } from './form-dialog-actions.tsx';

export interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What will happen, in a sentence or two. */
  readonly description: ReactNode;
  /** The field's label ("Resolution note", "Reason for clearing"). */
  readonly label: string;
  readonly submitLabel: string;
  /** The most that can be typed (the shared schema's maximum). */
  readonly maxLength: number;
  /** The text checked with the shared schema: the message of its failed rule, or null when it passes. */
  readonly check: (text: string) => string | null;
  /** Sends the text; rejects with the server's refusal, which the dialog shows. The caller closes the dialog on success. */
  readonly onSubmit: (text: string) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * A dialog that asks for a written reason before a change (resolving a watchlist entry, clearing a
 * visit's flag): one text field checked with the change's shared schema, the server's refusal shown
 * in the dialog (under the field when it is the field's rule), Cancel and the change's button.
 * The caller mounts it with a key per subject, so that each subject starts with an empty text.
 */
export const ReasonDialog = ({ open, title, description, label, submitLabel, maxLength, check, onSubmit, onClose }: ReasonDialogProps) => {
  const titleId = useId();
  const textId = useId();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check(text);
    setError(problem);
    setFailure(null);
    if (problem !== null) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
    } catch (refusal) {
      const message = refusal instanceof Error ? refusal.message : String(refusal);
      if (refusal instanceof ApiError && refusal.code === 'input.invalid') {
        setError(message);
        field.current?.focus();
      } else {
        setFailure(message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {description}
          </DialogContentText>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FilteredTextField
            label={label}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setError(null);
            }}
            typable={(value) => value.length <= maxLength}
            error={error ?? undefined}
            helperText={`${text.trim().length} of at most ${maxLength} characters`}
            multiline
            minRows={3}
            maxRows={8}
            required
            fullWidth
            autoFocus
            inputRef={field}
            disabled={busy}
          />
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
};
