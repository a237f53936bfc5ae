import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import type { ConsentInput } from '#contract/consent.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import { MESSAGES } from '#contract/messages.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import { linkStatusForError, parseLinkToken, type LinkPrefill, type LinkStatus } from '../visits-common/link-token.ts';
import { VisitorBrand, VisitorNotice } from '../visits-common/visitor-notice.tsx';
import { DetailsForm } from './details-form.tsx';
import { useSubmitDetails, useVisitorLink } from './use-visitor-link.ts';
import { LinkStatusPage } from './link-status-page.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { SUBMISSION_STATE } from '../visits-common/submission-state.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { CloudOffRounded } from '../../components/mui-icons.tsx';

const decrypt = (part: string) => envelope.decrypt(part);

/** The privacy notice shown first (issue 31): its own chunk, loaded when the step shows. */
const NoticeStep = lazy(() => import('../../components/consent/notice-step.tsx'));
const SigningStep = lazy(() => import('../../components/site-documents/signing-step.tsx'));

/**
 * `/VisitordetailForm?token=…` (public, no header): the visitor's details form, opened from the
 * e-mailed link. The token's parts prefill it; the server says whether the link still works.
 */
const VisitorDetailsFormPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const parsed = useMemo(() => parseLinkToken(token, decrypt), [token]);
  const navigate = useNavigate();
  const { showMessage, messageDialog } = useMessageDialog();
  const link = useVisitorLink(parsed.ok ? parsed.prefill : null, token);
  // A refusal of the details that says what became of the link (used, expired) is shown as the link's state.
  const [statusAfterSubmit, setStatusAfterSubmit] = useState<LinkStatus | null>(null);
  const load = statusAfterSubmit ? ({ state: 'status', status: statusAfterSubmit } as const) : link.load;
  const { mutateAsync: submitDetails, isPending: submitting } = useSubmitDetails(token);

  if (!parsed.ok) return <LinkStatusPage status="invalid" />;
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'status') return <LinkStatusPage status={load.status} />;
  if (load.state === 'unreachable') {
    return (
      <VisitorNotice icon={CloudOffRounded} tone="warning" title="Visitor Details Form" heading={load.message}>
        <Button variant="contained" onClick={link.retry}>
          Try again
        </Button>
      </VisitorNotice>
    );
  }

  const submit = async (details: Readonly<Record<string, unknown>>): Promise<boolean> => {
    try {
      await submitDetails(details);
      void navigate(PATHS.visitorSubmission, { replace: true, state: SUBMISSION_STATE });
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const status = apiError ? linkStatusForError(apiError.code) : null;
      if (status) setStatusAfterSubmit(status);
      else showMessage(apiError?.message ?? MESSAGES.http.internal);
      return false;
    }
  };

  return <DetailsFormScreen token={token} prefill={parsed.prefill} timeZone={load.timeZone} submitting={submitting} onSubmit={submit} messageDialog={messageDialog} />;
};

const DetailsFormScreen = ({
  token,
  prefill,
  timeZone,
  submitting,
  onSubmit,
  messageDialog,
}: {
  readonly token: string;
  readonly prefill: LinkPrefill;
  /** The visit's site's zone (issue 30): the link's expiry is told on its clock. */
  readonly timeZone: string;
  readonly submitting: boolean;
  readonly onSubmit: (details: Readonly<Record<string, unknown>>) => Promise<boolean>;
  readonly messageDialog: ReactNode;
}) => {
  // The privacy notice comes first (issue 31, docs/product/privacy.md PRIV-NOTICE): the form asks for nothing before consent.
  const [consent, setConsent] = useState<ConsentInput | null>(null);
  // Then the site's documents, if it has any to sign (issue 31, PRIV-DOCS-03): sent with the details, and where it has any, its terms (ADR 57).
  const [signed, setSigned] = useState<{ readonly signatures: readonly DocumentSignatureInput[]; readonly asked: TermsAsked } | null>(null);
  const onSigned = useCallback((signatures: readonly DocumentSignatureInput[], asked: TermsAsked) => setSigned({ signatures, asked }), []);
  const where = useMemo(() => ({ token }), [token]);
  return (
  <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
    <title>Visitor Details Form · Visitor Desk</title>
    <Box sx={{ display: 'flex', justifyContent: { xs: 'center', sm: 'flex-start' }, mb: { xs: 2, sm: 3 } }}>
      <VisitorBrand />
    </Box>
    <Box sx={{ mb: { xs: 2, sm: 3 }, px: { xs: 0.5, sm: 0 } }}>
      <Typography variant="h4" component="h1">
        Visitor Details Form
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75 }}>
        Welcome, {prefill.name}. Please tell us a little about your visit before you come.
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        This link works until {formatSiteDateTime(prefill.expiresAt, timeZone)}.
      </Typography>
    </Box>
    {consent && signed ? <DetailsForm prefill={prefill} consent={consent} signed={signed} submitting={submitting} onSubmit={onSubmit} /> : <Suspense fallback={<LoadingScreen />}>
          {consent ? <SigningStep token={token} phone={prefill.phone || null} onSigned={onSigned} /> : <NoticeStep where={where} onConsent={setConsent} />}
        </Suspense>}
    {messageDialog}
  </Container>
  );
};

export default withMuiTheme(withQueryClient(VisitorDetailsFormPage));
