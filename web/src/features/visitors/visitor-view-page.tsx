import InboxRounded from '@mui/icons-material/InboxRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/use-auth.ts';
import { detailViewTarget } from '../visits-common/detail-view-id.ts';
import type { VisitorRecord } from '../visits-common/visitor-record.ts';
import { approveVisitor, fetchHostVisitors } from '../visits-common/visits-api.ts';
import { ApprovalTable } from './approval-table.tsx';
import { approvalFailureMessage, markApproved } from './approval-list-model.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';

type Load = { readonly state: 'loading' } | { readonly state: 'ready'; readonly visitors: readonly VisitorRecord[] } | { readonly state: 'failed' };

const NOTHING_BUSY: ReadonlySet<number> = new Set();

/** `/VisitorView`: the host's visitors who sent their details, each with Approve (product-spec.md section 2). */
const VisitorViewPage = () => {
  const { data } = useAuth();
  const ownEmail = data?.emp_email ?? '';
  const navigate = useNavigate();
  const { showMessage, messageDialog } = useMessageDialog();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<ReadonlySet<number>>(NOTHING_BUSY);

  useEffect(() => {
    const controller = new AbortController();
    fetchHostVisitors(ownEmail, true, controller.signal).then(
      (visitors) => setLoad({ state: 'ready', visitors }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [ownEmail, attempt]);

  const reload = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  const setApproved = useCallback((id: number) => {
    setLoad((current) => (current.state === 'ready' ? { state: 'ready', visitors: markApproved(current.visitors, id) } : current));
  }, []);

  const approve = useCallback(
    async (visitor: VisitorRecord) => {
      setBusy((current) => new Set(current).add(visitor.id));
      try {
        const response = await approveVisitor(visitor.id);
        setApproved(visitor.id);
        showMessage(response.message || MESSAGES.approvals.visitorApproved);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        // Approved meanwhile (another tab, an admin): the row shows it at once.
        if (apiError?.code === 'visit.already_approved') setApproved(visitor.id);
        showMessage(approvalFailureMessage(apiError));
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(visitor.id);
          return next;
        });
      }
    },
    [setApproved, showMessage],
  );

  const view = useCallback(
    (visitor: VisitorRecord) => {
      const target = detailViewTarget(visitor.id);
      void navigate(target.to, { state: target.state });
    },
    [navigate],
  );

  const onApprove = useCallback((visitor: VisitorRecord) => void approve(visitor), [approve]);

  return (
    <PageLayout
      title="Visitor Approval"
      subtitle="Visitors who have sent their details. Approve a visit to send the visitor their pass with its QR code."
      maxWidth="lg"
      paper={false}
      actions={
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={reload} disabled={load.state === 'loading'}>
          Refresh
        </Button>
      }
    >
      {load.state === 'loading' && (
        <Stack sx={{ alignItems: 'center', py: 8 }} role="status" aria-live="polite">
          <CircularProgress aria-label="Loading visitors" />
        </Stack>
      )}
      {load.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          {MESSAGES.photo.dataError}
        </Alert>
      )}
      {load.state === 'ready' && load.visitors.length === 0 && (
        <Paper variant="outlined" sx={{ py: 8, px: 2 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <InboxRounded sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography variant="h6" component="p">
              {MESSAGES.submission.emptyList}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Visitors appear here once they have filled in the details form.
            </Typography>
          </Stack>
        </Paper>
      )}
      {load.state === 'ready' && load.visitors.length > 0 && <ApprovalTable visitors={load.visitors} busy={busy} approve={onApprove} view={view} />}
      {messageDialog}
    </PageLayout>
  );
};

export default withMuiTheme(VisitorViewPage);
