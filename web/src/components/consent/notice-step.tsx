import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { privacyNoticeAnswerSchema, type PrivacyNoticeAnswer } from '#contract/api/privacy-answers.ts';
import { consentSchema, REQUIRED_PURPOSE, type ConsentInput, type ConsentPurpose } from '#contract/consent.ts';
import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';
import type { NoticeStepProps } from './notice-step-props.ts';

/** `GET /api/privacy/notice`: the notice in `language`, of the site the link, the kiosk or nothing (the first site) names. */
const fetchNotice = async (language: string | null, token: string | undefined, site: number | undefined, signal: AbortSignal): Promise<PrivacyNoticeAnswer> =>
  parseAnswer(privacyNoticeAnswerSchema, await api.get('/api/privacy/notice', { query: { language, token, site }, signal }), 'privacy notice');

/** The notice's text: `# heading` and paragraphs whose `**Title.**` is bold. Text only: nothing of it is HTML. */
const NoticeText = ({ body }: { readonly body: string }) => (
  <>
    {body
      .split(/\n\s*\n/)
      .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
      .filter((block) => block !== '')
      .map((block, i): ReactNode => {
        if (block.startsWith('# ')) {
          return (
            <Typography key={i} variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {block.slice(2)}
            </Typography>
          );
        }
        const bold = /^\*\*(.+?)\*\*\s*(.*)$/.exec(block);
        return (
          <Typography key={i} variant="body2" sx={{ mb: 1.25 }}>
            {bold ? (
              <>
                <strong>{bold[1]}</strong> {bold[2]}
              </>
            ) : (
              block
            )}
          </Typography>
        );
      })}
  </>
);

/**
 * The privacy notice before a form (issue 31, docs/product/privacy.md PRIV-NOTICE): the visitor or
 * employee chooses the language, reads the notice, ticks the purposes (the visit's required, the
 * optional ones unticked) and agrees; the shared rule (`consentSchema`) decides, as on the server.
 * Its own chunk, loaded by each form's page when the step shows, so the forms' page weight stays.
 */
const NoticeStep = ({ where, onConsent }: NoticeStepProps) => {
  const [language, setLanguage] = useState<string | null>(null);
  const [notice, setNotice] = useState<PrivacyNoticeAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [ticked, setTicked] = useState<readonly ConsentPurpose[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { token, site } = where;

  useEffect(() => {
    const abort = new AbortController();
    fetchNotice(language, token, site, abort.signal).then(
      (read) => {
        setNotice(read);
        setError(null);
      },
      (reason: unknown) => {
        if (!abort.signal.aborted) setFailed(reason instanceof Error ? reason.message : MESSAGES.http.internal);
      },
    );
    return () => abort.abort();
  }, [language, token, site, attempt]);

  if (failed) {
    return (
      <Alert severity="error" action={<Button
            onClick={() => {
              setFailed(null);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>}>
        {failed}
      </Alert>
    );
  }
  if (!notice) {
    return (
      <Typography role="status" color="text.secondary">
        {MESSAGES.ui.loading}
      </Typography>
    );
  }

  const toggle = (purpose: ConsentPurpose, on: boolean) => {
    setTicked((now) => (on ? [...now.filter((one) => one !== purpose), purpose] : now.filter((one) => one !== purpose)));
    if (purpose === REQUIRED_PURPOSE) setError(null);
  };
  const agree = () => {
    const consent = consentSchema.safeParse({ noticeVersion: notice.version, language: notice.language, purposes: [...ticked] } satisfies ConsentInput);
    if (!consent.success) {
      setError(CONSENT_MESSAGES.required);
      return;
    }
    onConsent(consent.data);
  };

  return (
    <Paper component="section" variant="outlined" aria-label="Privacy notice" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} role="group" aria-label="Language" sx={{ mb: 2, flexWrap: 'wrap' }}>
        {notice.languages.map((one) => (
          <Button key={one.code} lang={one.code} size="small" variant={one.code === notice.language ? 'contained' : 'outlined'} aria-pressed={one.code === notice.language} onClick={() => setLanguage(one.code)}>
            {one.name}
          </Button>
        ))}
      </Stack>
      <Box lang={notice.language} sx={{ '& h2': { mt: 0 } }}>
        <NoticeText body={notice.body} />
      </Box>
      <Stack lang={notice.language} sx={{ mt: 1 }}>
        {notice.purposes.map((one) => (
          <FormControlLabel
            key={one.purpose}
            control={<Checkbox checked={ticked.includes(one.purpose)} onChange={(_event, on) => toggle(one.purpose, on)} slotProps={{ input: { 'aria-required': one.required } }} />}
            label={one.label}
          />
        ))}
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Button variant="contained" size="large" lang={notice.language} onClick={agree} sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}>
        {notice.button}
      </Button>
    </Paper>
  );
};

export default NoticeStep;
