import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_KIND_NAMES, CHAT_KINDS, type ChatKind } from '#contract/chat-kinds.ts';
import { FormDialogActions } from '../../components/form/form-dialog-actions.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';

export interface ChatDialogProps {
  /** The sites a chat can be connected for. */
  readonly sites: readonly { readonly siteId: number; readonly siteName: string }[];
  /** Connects it; rejects with the server's refusal (the URL's check is the server's, as for the CLI), which the dialog shows. */
  readonly onConnect: (input: { readonly kind: ChatKind; readonly url: string; readonly siteId: number }) => Promise<void>;
  readonly onClose: () => void;
}

/** "Connect a site's chat" (HOOK-CHAT-01): Slack or Teams (toggle buttons, as the page's others, not a select), its incoming-webhook URL, the site. */
export const ChatDialog = ({ sites, onConnect, onClose }: ChatDialogProps) => {
  const titleId = useId();
  const [kind, setKind] = useState<ChatKind>('slack');
  const [url, setUrl] = useState('');
  const [siteId, setSiteId] = useState<number | null>(sites[0]?.siteId ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (siteId === null) return;
    setBusy(true);
    try {
      await onConnect({ kind, url, siteId });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Connect a site&apos;s chat</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography id={`${titleId}-kind`} variant="body2">
              Chat
            </Typography>
            <ToggleButtonGroup exclusive size="small" color="primary" value={kind} disabled={busy} aria-labelledby={`${titleId}-kind`} onChange={(_event, next: ChatKind | null) => next && setKind(next)}>
              {CHAT_KINDS.map((option) => (
                <ToggleButton key={option} value={option}>
                  {CHAT_KIND_NAMES[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <OutlinedTextField
              label="Incoming webhook URL"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              helperText="Every host of the site is told there of their visitors. It is kept sealed and never shown again."
              fullWidth
              autoComplete="off"
              disabled={busy}
            />
            <Typography id={`${titleId}-site`} variant="body2">
              Site
            </Typography>
            <ToggleButtonGroup exclusive size="small" color="primary" orientation="vertical" value={siteId} disabled={busy} aria-labelledby={`${titleId}-site`} onChange={(_event, next: number | null) => next !== null && setSiteId(next)}>
              {sites.map((site) => (
                <ToggleButton key={site.siteId} value={site.siteId}>
                  {site.siteName}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Connect" />
      </form>
    </Dialog>
  );
};
