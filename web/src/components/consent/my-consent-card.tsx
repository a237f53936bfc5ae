import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { EmployeeConsentAnswer } from '#contract/api/privacy-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { readMyConsent, withdrawMyConsent } from './privacy-api.ts';

/**
 * An employee's one button to withdraw the consent they gave when registering (issue 31,
 * docs/product/privacy.md PRIV-WITHDRAW-03), on their dashboard: asked once more before it acts.
 * Its own chunk: the dashboard's page weight stays.
 */
const MyConsentCard = () => {
  const [consent, setConsent] = useState<EmployeeConsentAnswer | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    readMyConsent(abort.signal).then(setConsent, () => undefined);
    return () => abort.abort();
  }, []);

  // An employee registered before consent was recorded (or made by an admin) has nothing to withdraw here.
  if (!consent?.given) return null;

  const withdraw = async () => {
    setBusy(true);
    try {
      setSaid(await withdrawMyConsent());
      setConsent({ ...consent, withdrawn: true });
    } catch (error) {
      setSaid(error instanceof Error ? error.message : MESSAGES.http.internal);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-consent-title" sx={{ p: 2.5, mt: { xs: 1.5, sm: 2.5 } }}>
      <Typography id="my-consent-title" variant="h6" component="h2">
        Your privacy consent
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {consent.withdrawn
          ? 'You have withdrawn the consent you gave when you registered. The withdrawal is recorded.'
          : `You agreed to privacy notice version ${consent.noticeVersion ?? ''} when you registered. You may withdraw that consent at any time.`}
      </Typography>
      {said && (
        <Typography role="status" variant="body2" sx={{ mb: 1.5 }}>
          {said}
        </Typography>
      )}
      {!consent.withdrawn &&
        (asking ? (
          <>
            <Button variant="contained" color="error" onClick={() => void withdraw()} disabled={busy} sx={{ mr: 1 }}>
              Yes, withdraw my consent
            </Button>
            <Button onClick={() => setAsking(false)} disabled={busy}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            Withdraw my consent
          </Button>
        ))}
    </Paper>
  );
};

export default MyConsentCard;
