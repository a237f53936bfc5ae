import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../app/navigation-rules.ts';
import { HOST_LIST_TITLES } from '../../app/host-list-titles.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError } from '../../components/query-state.tsx';
import type { CancelVisitDialogProps } from './cancel-visit-dialog.tsx';
import { MyVisitsFilters } from './my-visits-filters.tsx';
import { MyVisitsList } from './my-visits-list.tsx';
import { MyVisitsPager } from './my-visits-pager.tsx';
import { emptyText } from './my-visits-model.ts';
import { useMyVisitActions } from './use-my-visit-actions.ts';
import { useMyVisits } from './use-my-visits.ts';
import { useMyVisitsUrl } from './use-my-visits-url.ts';
import { RefreshRounded } from '../../components/mui-icons.tsx';
import type { LoadingBarProps } from '../../components/loading-bar.tsx';

/** Cancel asks first; the dialog's code arrives just after the page (it renders nothing while closed). */
const CancelVisitDialog = deferred<CancelVisitDialogProps>(async () => (await import('./cancel-visit-dialog.tsx')).CancelVisitDialog, 'cancel dialog');

/**
 * The bar shown while the list is read again: only once rows are on screen (the first read shows
 * placeholder rows), so its code (MUI's LinearProgress) is fetched when the page renders, not with it.
 */
const LoadingBar = deferred<LoadingBarProps>(async () => (await import('../../components/loading-bar.tsx')).LoadingBar, 'loading bar');

/**
 * `/MyVisitors` ("View Visitor Pass" on the dashboard): the host's own visits in every state,
 * upcoming first, filtered by the address's `when` and `state`, with the actions that fit each
 * state: Resend link, Approve, Cancel (after a confirmation) and View.
 */
const MyVisitsPage = () => {
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'));
  const { view, go } = useMyVisitsUrl();
  const list = useMyVisits(view);
  const { handlers, cancelDialog } = useMyVisitActions();

  const page = list.page;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / view.pageSize)) : 1;
  // A page past the end (visits went away meanwhile) goes to the last page that has rows.
  useEffect(() => {
    if (page && !list.loading && page.visits.length === 0 && page.total > 0 && view.page > lastPage) go({ ...view, page: lastPage });
  }, [page, list.loading, view, lastPage, go]);

  return (
    <PageLayout
      // Ours, so a plain name of its own (issue 28); the dashboard's card keeps the description's "View Visitor Pass".
      title={HOST_LIST_TITLES.myVisitors}
      subtitle="Every visit you host: today, upcoming and past."
      paper={false}
      actions={
        <>
          <Button variant="outlined" startIcon={<RefreshRounded />} onClick={list.reload} disabled={list.refreshing}>
            Refresh
          </Button>
          <Button variant="contained" startIcon={<AddRounded />} component={RouterLink} to={PATHS.visitorPassForm}>
            New pass
          </Button>
        </>
      }
    >
      <MyVisitsFilters view={view} go={go} />
      <Box sx={{ position: 'relative' }}>
        <LoadingBar open={list.refreshing && page !== null} label="Loading visits" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }} />
        {list.failed ? (
          <QueryError onRetry={list.reload} />
        ) : page && page.total === 0 && !list.loading ? (
          <EmptyState>{emptyText(view)}</EmptyState>
        ) : (
          <>
            <MyVisitsList visits={page ? page.visits : null} placeholders={Math.min(view.pageSize, 6)} stale={list.loading && page !== null} handlers={handlers} cards={cards} />
            {page && page.total > 0 && page.visits.length > 0 && (
              <MyVisitsPager view={view} shown={page.visits.length} total={page.total} lastPage={lastPage} go={go} />
            )}
          </>
        )}
      </Box>
      <CancelVisitDialog {...cancelDialog} />
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(MyVisitsPage));
