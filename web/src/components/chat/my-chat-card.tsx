import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { OwnChatAnswer } from '#contract/api/chat-answers.ts';
import { CHAT_KIND_NAMES, CHAT_KINDS, type ChatKind } from '#contract/chat-kinds.ts';
import { MESSAGES } from '#contract/messages.ts';
import { connectMyChat, readMyChat, removeMyChat, setMyChatMail } from './chat-api.ts';

const saidOf = (error: unknown) => (error instanceof Error ? error.message : MESSAGES.http.internal);

/**
 * A host's own Slack or Teams (issue 32, docs/product/webhooks.md HOOK-CHAT-03 and 04), on their
 * dashboard: connect one incoming webhook for themselves, see that it is connected (never its URL:
 * it is sealed), turn "also e-mail me" off or on, and remove it. Its own chunk: the dashboard's
 * page weight stays. The dashboard shows it only to those who host visitors.
 */
const MyChatCard = () => {
  const [chat, setChat] = useState<OwnChatAnswer | null>(null);
  const [kind, setKind] = useState<ChatKind>('slack');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    readMyChat(abort.signal).then(setChat, () => undefined);
    return () => abort.abort();
  }, []);

  if (!chat) return null;

  /** Runs one change, says the server's words, and reads the card again from the server. */
  const act = async (change: () => Promise<string>) => {
    setBusy(true);
    try {
      setSaid(await change());
      setChat(await readMyChat());
      setUrl('');
    } catch (error) {
      setSaid(saidOf(error));
    } finally {
      setBusy(false);
    }
  };

  const connected = chat.connection;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-chat-title" sx={{ p: 2.5, mt: { xs: 1.5, sm: 2.5 } }}>
      <Typography id="my-chat-title" variant="h6" component="h2">
        Your chat
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {connected
          ? `Connected to ${CHAT_KIND_NAMES[connected.kind]}: you are told there of your visitor's arrival, a walk-in waiting for you and a cancellation.`
          : "Connect a Slack or Microsoft Teams incoming webhook to be told there of your visitor's arrival, a walk-in waiting for you and a cancellation."}
      </Typography>
      {said && (
        <Typography role="status" variant="body2" sx={{ mb: 1.5 }}>
          {said}
        </Typography>
      )}
      {connected ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={<Checkbox checked={chat.mailToo} disabled={busy} onChange={(event) => void act(() => setMyChatMail(event.target.checked))} />}
            label="Also e-mail me"
          />
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void act(removeMyChat)}>
            Remove my chat
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => connectMyChat(kind, url));
          }}
        >
          <ToggleButtonGroup exclusive size="small" value={kind} aria-label="Chat" onChange={(_event, next: ChatKind | null) => next && setKind(next)}>
            {CHAT_KINDS.map((option) => (
              <ToggleButton key={option} value={option}>
                {CHAT_KIND_NAMES[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField size="small" label="Incoming webhook URL" value={url} onChange={(event) => setUrl(event.target.value)} required sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={busy || url.trim() === ''}>
            Connect
          </Button>
        </Stack>
      )}
    </Paper>
  );
};

export default MyChatCard;
