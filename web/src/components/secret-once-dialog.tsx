import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { OutlinedTextField } from './form/outlined-text-field.tsx';

export interface SecretOnceDialogProps {
  readonly title: string;
  /** Why it is shown once, and what to do if it is lost. */
  readonly text: string;
  /** The field's label: what the secret is. */
  readonly label: string;
  readonly secret: string;
  readonly onClose: () => void;
}

/**
 * A secret the server keeps only a hash or a sealed copy of (an API token, a webhook's signing
 * secret), shown this once: selected on focus, copied on request, gone when closed.
 */
export const SecretOnceDialog = ({ title, text, label, secret, onClose }: SecretOnceDialogProps) => {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <OutlinedTextField label={label} value={secret} fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }} onFocus={(event) => event.target.select()} />
        {copied && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Copied.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
};
