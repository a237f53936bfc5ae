import { HOST_LIST_TITLES } from '../../app/host-list-titles.ts';
import InboxRounded from '@mui/icons-material/InboxRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '#contract/messages.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { PlaceholderTable } from '../../components/placeholder-table.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { useNotice } from '../../components/notices.tsx';
import { useRowFocus } from '../../components/row-focus.ts';
import { useAuth } from '../auth/use-auth.ts';
import { detailViewTarget } from '../visits-common/detail-view-id.ts';
import type { HostVisitorRecord } from '../visits-common/visitor-record.ts';
import { APPROVAL_HEADERS, ApprovalTable } from './approval-table.tsx';
import { useApprovalList, useApproveVisitor } from './use-visitor-approvals.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { RefreshRounded } from '../../components/mui-icons.tsx';
import { emptyListFocus } from '../../components/row-focus-attributes.ts';

/** `/VisitorView`: the host's visitors who sent their details, each with Approve (docs/product/roles-and-screens.md SCREEN-12). */
const VisitorViewPage = () => {
  const { data } = useAuth();
  const ownEmail = data?.emp_email ?? '';
  const navigate = useNavigate();
  const notice = useNotice();
  const list = useApprovalList(ownEmail);
  const { busy, approve } = useApproveVisitor(ownEmail);
  // Refresh shows the placeholder in place of the list, as the first load does. A read-again of a
  // live update does not: the list stays, and with it the page of it the host is working on.
  const [refreshing, setRefreshing] = useState(false);
  const loading = list.isPending || refreshing;
  const visitors = !loading && list.isSuccess ? list.data : null;
  const reload = () => {
    setRefreshing(true);
    void list.refetch().finally(() => setRefreshing(false));
  };

  const view = useCallback(
    (visitor: HostVisitorRecord) => {
      const target = detailViewTarget(visitor.id);
      void navigate(target.to, { state: target.state });
    },
    [navigate],
  );

  // Approve is disabled while its call runs, which drops the focus: it goes back into the row after.
  const settleFocus = useRowFocus();
  const onApprove = useCallback(
    (visitor: HostVisitorRecord) =>
      void approve(visitor).then((result) => {
        if (result.ok) notice.success(result.message);
        else notice.error(result.message);
        settleFocus(visitor.id, 'approve', result.ok);
      }),
    [approve, notice, settleFocus],
  );

  return (
    <PageLayout
      title={HOST_LIST_TITLES.visitorApproval}
      subtitle="Visitors who have sent their details. Approve a visit to send the visitor their pass with its QR code."
      maxWidth="lg"
      paper={false}
      actions={
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={reload} disabled={loading}>
          Refresh
        </Button>
      }
    >
      {loading && <PlaceholderTable label="Loading visitors" headers={APPROVAL_HEADERS} />}
      {list.isError && !loading && <QueryError onRetry={reload} />}
      {visitors && visitors.length === 0 && (
        <Paper variant="outlined" {...emptyListFocus} sx={{ py: 8, px: 2 }}>
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
      {visitors && visitors.length > 0 && <ApprovalTable visitors={visitors} busy={busy} approve={onApprove} view={view} />}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(VisitorViewPage));
