import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { PrivacyRequestKind } from '#contract/privacy-rights.ts';

export interface RequestAnswerProps {
  readonly kind: PrivacyRequestKind;
  readonly busy: boolean;
  readonly onResolve: (decision: 'approve' | 'reject', reason: string) => void;
}

/** An open correction's or grievance's answer (PRIV-RIGHTS-06): a reason or an answer, then approve (a correction is applied) or reject. */
export const RequestAnswer = ({ kind, busy, onResolve }: RequestAnswerProps) => {
  const [reason, setReason] = useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
      <TextField size="small" label={kind === 'grievance' ? 'Answer or reason' : 'Reason (to reject)'} value={reason} onChange={(event) => setReason(event.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Button variant="contained" disabled={busy} onClick={() => onResolve('approve', reason)}>
        {kind === 'correction' ? 'Approve and apply' : 'Answer'}
      </Button>
      <Button color="error" disabled={busy} onClick={() => onResolve('reject', reason)}>
        Reject
      </Button>
    </Stack>
  );
};
