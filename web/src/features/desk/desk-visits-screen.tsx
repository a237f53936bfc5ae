import GroupsRounded from '@mui/icons-material/GroupsRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { canManageWatchlist } from '#contract/capabilities.ts';
import type { SortField, SortOrder } from '#contract/desk-list-terms.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { deferred } from '../../components/deferred.tsx';
import { FullWidthTabs, type FullWidthTab } from '../../components/full-width-tabs.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { useNotice } from '../../components/notices.tsx';
import { useRowFocus } from '../../components/row-focus.ts';
import { useAuth } from '../auth/use-auth.ts';
import { detailViewTarget } from '../visits-common/detail-view-id.ts';
import { capturePhotoTarget } from './capture-photo-target.ts';
import type { DeskView } from './desk-api.ts';
import { DeskSitePicker } from './desk-site-picker.tsx';
import { DeskEntrancePicker } from './desk-entrance-picker.tsx';
import { DeskEntranceFilter } from './desk-entrance-filter.tsx';
import { FilterMenu, SearchBox } from './desk-list-controls.tsx';
import { refine, switchView } from './desk-list-query.ts';
import type { DeskVisit } from './desk-visit.ts';
import type { DeskRowApi } from './desk-visit-row.tsx';
import { DeskTablePlaceholder } from './desk-table-placeholder.tsx';
import { useDeskListUrl } from './use-desk-list-url.ts';
import { useDeskVisits } from './use-desk-visits.ts';
import type { LoadingBarProps } from '../../components/loading-bar.tsx';
import type { ClearFlagDialogProps } from './clear-flag-dialog.tsx';
import type { PhotoDialogProps } from './photo-dialog.tsx';
import { useClearFlag } from './use-clear-flag.ts';
import { useTimeActions, type TimeAction } from './use-time-actions.ts';
import { RefreshRounded } from '../../components/mui-icons.tsx';

/**
 * The table (TanStack Table, the rows and cards with their chips, photos and buttons, the pager) is
 * fetched as the screen first renders, beside the list's first read, without which it has nothing to
 * show; the tabs, filter, search and buttons above it work meanwhile (page weight, docs/performance.md
 * step 15).
 */
const DeskVisitsTable = lazy(() => import('./desk-visits-table.tsx').then((module) => ({ default: module.DeskVisitsTable })));

/** The scanner (and its QR decoder) loads only when the desk first opens it. */
const ScanPassDialog = lazy(() => import('./scan-pass-dialog.tsx').then((module) => ({ default: module.ScanPassDialog })));

/** View Photo's dialog (and MUI's Dialog) arrives just after the list, which it does not need to render. */
const PhotoDialog = deferred<PhotoDialogProps>(async () => (await import('./photo-dialog.tsx')).PhotoDialog, 'photo dialog');

/** "Clear flag" (issue 13): the dialog, its call and zod arrive just after the screen (it renders nothing while closed). */
const ClearFlagDialog = deferred<ClearFlagDialogProps>(async () => (await import('./clear-flag-dialog.tsx')).ClearFlagDialog, 'clear-flag dialog');

/**
 * The bar under the controls while the list is read: its code (MUI's LinearProgress) is fetched as the screen
 * renders, beside the list's first read, whose placeholder rows say meanwhile that the list is being read.
 */
const LoadingBar = deferred<LoadingBarProps>(async () => (await import('../../components/loading-bar.tsx')).LoadingBar, 'loading bar');

const EMPTY: readonly DeskVisit[] = [];

const VIEW_TABS: readonly FullWidthTab<DeskView>[] = [
  { value: 'active', label: 'Active Visitors' },
  { value: 'history', label: 'Visitor History' },
];

export interface DeskVisitsScreenProps {
  /** The security version (In, Out, Take Photo, View Photo, badge, Scan pass); otherwise View only. */
  readonly deskActions: boolean;
  readonly title: string;
  readonly subtitle: string;
}

/**
 * Approved Visitor Details (the desk's version and the host's View-only version): Active Visitors or
 * Visitor History, each with its filter menu, a search, and a table whose sorting and paging the
 * database does (docs/product/visits.md VIS-DESK-02). The query lives in the address (use-desk-list-url.ts), the
 * rows in the data layer (use-desk-visits.ts); this is their composition and layout.
 */
export const DeskVisitsScreen = ({ deskActions, title, subtitle }: DeskVisitsScreenProps) => {
  const theme = useTheme();
  // The desk's rows carry six actions and need about 1,200 pixels as a table; narrower screens get cards.
  const cards = useMediaQuery(theme.breakpoints.down(deskActions ? 'lg' : 'md'));
  const navigate = useNavigate();
  const location = useLocation();
  const { query, go } = useDeskListUrl();
  // The desk version lists everyone's approved visitors; the employee version only the caller's own.
  const { page: ready, loading, failed, reload, updateVisit, refreshVisit } = useDeskVisits(query, deskActions ? 'all' : 'mine', go);
  const [photoFor, setPhotoFor] = useState<DeskVisit | null>(null);
  const [scanOpen, setScanOpen] = useState(false);
  // Mounted from the first opening on, so that the dialog's closing transition plays.
  const [scanWanted, setScanWanted] = useState(false);
  const notice = useNotice();
  const { busy, record } = useTimeActions();
  const { openClearFlag, openTurnAway, dialogKey: clearFlagKey, dialogProps: clearFlagProps } = useClearFlag();
  // The watchlist's filter is for those who manage the watchlist; the server refuses it to anyone else.
  const { role } = useAuth();
  const withFlagged = canManageWatchlist({ role });

  const visits = ready?.visits ?? EMPTY;

  const settleFocus = useRowFocus();
  const recordTime = useCallback(
    async (visit: DeskVisit, what: TimeAction) => {
      const result = await record(visit, what);
      // A recorded time is in the list already (use-time-actions.ts); a success needs no click.
      if (result.ok) notice.success(result.message);
      else notice.error(result.message);
      // Changed at another desk meanwhile: show the row as it is now.
      if (!result.ok && result.stale) refreshVisit(visit.id);
      // The pressed button was disabled while the call ran, which drops the focus. After In the desk's
      // next step is Out; after Out, the row's next control; after a failure, the button again.
      settleFocus(visit.id, what, result.ok, what === 'in' ? ['out'] : []);
    },
    [record, refreshVisit, notice, settleFocus],
  );

  const rowApi = useMemo<Omit<DeskRowApi, 'offset'>>(
    () => ({
      deskActions,
      view: query.view,
      today: ready?.today ?? '',
      busy,
      open: (visit) => {
        const target = detailViewTarget(visit.id);
        void navigate(target.to, { state: target.state });
      },
      record: (visit, what) => void recordTime(visit, what),
      takePhoto: (visit) => {
        const target = capturePhotoTarget(visit, `${location.pathname}${location.search}`);
        void navigate(target.to, { state: target.state });
      },
      viewPhoto: setPhotoFor,
      clearFlag: openClearFlag,
      turnAway: openTurnAway,
    }),
    [deskActions, query.view, ready?.today, busy, navigate, recordTime, location.pathname, location.search, openClearFlag, openTurnAway],
  );

  const onSort = useCallback((sort: SortField, order: SortOrder) => go(refine(query, { sort, order })), [go, query]);
  const onPage = useCallback((page: number, pageSize: number) => go({ ...query, page, pageSize }), [go, query]);
  const onSearch = useCallback((q: string) => go(refine(query, { q })), [go, query]);

  const showInList = useCallback(
    (visit: DeskVisit, view: DeskView) => {
      setScanOpen(false);
      go({ ...switchView(query, view), q: visit.visitor_id ?? visit.name });
    },
    [go, query],
  );

  const label = query.view === 'active' ? 'Active visitors' : 'Visitor history';
  const loadingLabel = `Loading ${label.toLowerCase()}`;

  return (
    <PageLayout
      title={title}
      subtitle={subtitle}
      maxWidth="xl"
      paper={false}
      actions={
        deskActions ? (
          <>
            <Button variant="contained" startIcon={<QrCodeScannerRounded />} onClick={() => {
                setScanWanted(true);
                setScanOpen(true);
              }} sx={{ flex: { xs: 1, sm: 'none' } }}>
              Scan pass
            </Button>
            <Button variant="outlined" startIcon={<GroupsRounded />} component={RouterLink} to={PATHS.onSite} sx={{ flex: { xs: 1, sm: 'none' } }}>
              On site now
            </Button>
          </>
        ) : undefined
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <FullWidthTabs
          value={query.view}
          tabs={VIEW_TABS}
          onChange={(view) => go(switchView(query, view))}
          aria-label="Which visitors"
          sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 700, minHeight: 52 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ p: { xs: 1.5, sm: 2 }, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          {deskActions && <DeskSitePicker site={query.site} onChange={(site) => go(refine(query, { site }))} />}
          {deskActions && <DeskEntrancePicker site={query.site} />}
          {deskActions && <DeskEntranceFilter site={query.site} value={query.entrance} onChange={(entrance) => go(refine(query, { entrance }))} />}
          <FilterMenu key={query.view} view={query.view} value={query.filter} withFlagged={withFlagged} onChange={(filter) => go(refine(query, { filter }))} />
          <SearchBox value={query.q} onSearch={onSearch} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
              {ready ? `${ready.total.toLocaleString('en-IN')}${ready.totalCapped ? '+' : ''} ${ready.total === 1 && !ready.totalCapped ? 'visit' : 'visits'}` : ''}
            </Typography>
            <Button variant="text" startIcon={loading ? <CircularProgress size={16} aria-hidden /> : <RefreshRounded />} onClick={reload} disabled={loading}>
              Refresh
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ height: 4 }}>
          <LoadingBar open={loading} label={loadingLabel} />
        </Box>
        {failed ? (
          <Box sx={{ p: 2 }}>
            <QueryError onRetry={reload} />
          </Box>
        ) : (
          <Suspense fallback={<DeskTablePlaceholder label={loadingLabel} cards={cards} />}>
            <DeskVisitsTable
              visits={visits}
              total={ready?.total ?? 0}
              totalCapped={ready?.totalCapped ?? false}
              sort={query.sort}
              order={query.order}
              page={query.page}
              pageSize={query.pageSize}
              onSort={onSort}
              onPage={onPage}
              api={rowApi}
              cards={cards}
              loading={loading && ready === null}
              label={label}
            />
          </Suspense>
        )}
      </Paper>
      <PhotoDialog visit={photoFor} onClose={() => setPhotoFor(null)} />
      {deskActions && <ClearFlagDialog key={clearFlagKey} {...clearFlagProps} />}
      {deskActions && scanWanted && (
        <Suspense fallback={null}>
          <ScanPassDialog open={scanOpen} onClose={() => setScanOpen(false)} onVisitChanged={updateVisit} onShowInList={showInList} />
        </Suspense>
      )}
    </PageLayout>
  );
};
