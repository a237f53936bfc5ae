import CheckRounded from '@mui/icons-material/CheckRounded';
import ClearRounded from '@mui/icons-material/ClearRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FILTER_LABELS, type ActiveFilter, type HistoryFilter, type SortField, type SortOrder } from '../../../../src/shared/desk-query.ts';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { siteToday } from '../../../../src/shared/visit-time.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { detailViewTarget } from '../visits-common/detail-view-id.ts';
import { capturePhotoTarget } from './capture-photo-target.ts';
import { fetchDeskVisit, fetchDeskVisits, type DeskListQuery, type DeskView } from './desk-api.ts';
import { deskQueryKey, filtersOf, readDeskQuery, refine, switchView, writeDeskQuery } from './desk-list-query.ts';
import { isoDateOf, replaceVisit, type DeskVisit } from './desk-visit.ts';
import { DeskVisitsTable, type DeskRowApi } from './desk-visits-table.tsx';
import { PhotoDialog } from './photo-dialog.tsx';
import { useTimeActions, type TimeAction } from './use-time-actions.ts';

/** The scanner (and its QR decoder) loads only when the desk first opens it. */
const ScanPassDialog = lazy(() => import('./scan-pass-dialog.tsx').then((module) => ({ default: module.ScanPassDialog })));

const SEARCH_DELAY_MS = 350;
const EMPTY: readonly DeskVisit[] = [];

type Loaded =
  | { readonly key: string; readonly attempt: number; readonly status: 'ready'; readonly visits: readonly DeskVisit[]; readonly total: number; readonly totalCapped: boolean; readonly today: string }
  | { readonly key: string; readonly attempt: number; readonly status: 'failed' };

/** The Active Filter or History Filter menu (product-spec.md section 2), labelled with its choice. */
const FilterMenu = ({ view, value, onChange }: { readonly view: DeskView; readonly value: ActiveFilter | HistoryFilter; readonly onChange: (filter: ActiveFilter | HistoryFilter) => void }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const name = view === 'active' ? 'Active Filter' : 'History Filter';
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<FilterListRounded />}
        endIcon={<ExpandMoreRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, justifyContent: 'space-between' }}
      >
        {name}: {FILTER_LABELS[value]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {filtersOf(view).map((filter) => (
          <MenuItem
            key={filter}
            selected={filter === value}
            onClick={() => {
              setAnchor(null);
              onChange(filter);
            }}
          >
            <ListItemIcon>{filter === value && <CheckRounded fontSize="small" />}</ListItemIcon>
            <ListItemText>{FILTER_LABELS[filter]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The search box: typing is local; the list's query follows once typing pauses. */
const SearchBox = ({ value, onSearch }: { readonly value: string; readonly onSearch: (q: string) => void }) => {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  }, [value, onSearch]);

  // The address changed by itself (Back, a link): show its search.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (typed.trim() !== latest.current.value.trim()) latest.current.onSearch(typed.trim());
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  return (
    <TextField
      type="search"
      size="small"
      label="Search"
      placeholder="Name, phone or pass code"
      value={typed}
      onChange={(event) => setTyped(event.target.value.slice(0, 100))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') latest.current.onSearch(typed.trim());
      }}
      sx={{ flex: 1, minWidth: { xs: '100%', sm: 220 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            typed !== '' ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Clear search"
                  edge="end"
                  onClick={() => {
                    setTyped('');
                    latest.current.onSearch('');
                  }}
                >
                  <ClearRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
};

export interface DeskVisitsScreenProps {
  /** The security version (In, Out, Take Photo, View Photo, badge, Scan pass); otherwise View only. */
  readonly deskActions: boolean;
  readonly title: string;
  readonly subtitle: string;
}

/**
 * Approved Visitor Details (the desk's version and the host's View-only version): Active Visitors or
 * Visitor History, each with its filter menu, a search, and a table whose sorting and paging the
 * database does (decisions.md section 4). The query lives in the address.
 */
export const DeskVisitsScreen = ({ deskActions, title, subtitle }: DeskVisitsScreenProps) => {
  const theme = useTheme();
  // The desk's rows carry six actions and need about 1,200 pixels as a table; narrower screens get cards.
  const cards = useMediaQuery(theme.breakpoints.down(deskActions ? 'lg' : 'md'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDeskQuery(params), [params]);
  const key = deskQueryKey(query);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [photoFor, setPhotoFor] = useState<DeskVisit | null>(null);
  const [scanOpen, setScanOpen] = useState(false);
  // Mounted from the first opening on, so that the dialog's closing transition plays.
  const [scanWanted, setScanWanted] = useState(false);
  const { showMessage, messageDialog } = useMessageDialog();
  const { busy, record } = useTimeActions();

  const go = useCallback((next: DeskListQuery) => setParams(writeDeskQuery(next), { replace: true, preventScrollReset: true }), [setParams]);

  useEffect(() => {
    const controller = new AbortController();
    // The desk version lists everyone's approved visitors; the employee version only the caller's own.
    fetchDeskVisits(query, deskActions ? 'all' : 'mine', controller.signal).then(
      (page) => {
        // A page past the end (rows went away meanwhile): the last page that has rows.
        if (page.visits.length === 0 && page.total > 0 && query.page > 1) {
          go({ ...query, page: Math.max(1, Math.ceil(page.total / query.pageSize)) });
          return;
        }
        setLoaded({
          key: deskQueryKey(query),
          attempt,
          status: 'ready',
          visits: page.visits,
          total: page.total,
          totalCapped: page.totalCapped,
          today: siteToday(runtimeConfig.timeZone, new Date()),
        });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key: deskQueryKey(query), attempt, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [query, attempt, go, deskActions]);

  const loading = loaded === null || loaded.key !== key || loaded.attempt !== attempt;
  const ready = loaded?.status === 'ready' ? loaded : null;
  const visits = ready?.visits ?? EMPTY;

  const updateVisit = useCallback((visit: DeskVisit) => {
    setLoaded((current) => (current?.status === 'ready' ? { ...current, visits: replaceVisit(current.visits, visit) } : current));
  }, []);

  const recordTime = useCallback(
    async (visit: DeskVisit, what: TimeAction) => {
      const result = await record(visit, what);
      if (result.ok) {
        updateVisit(result.visit);
        showMessage(result.message);
        return;
      }
      showMessage(result.message);
      // Changed at another desk meanwhile: show the row as it is now.
      if (result.stale) fetchDeskVisit(visit.id).then(updateVisit, () => undefined);
    },
    [record, updateVisit, showMessage],
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
    }),
    [deskActions, query.view, ready?.today, busy, navigate, recordTime, location.pathname, location.search],
  );

  const onSort = useCallback((sort: SortField, order: SortOrder) => go(refine(query, { sort, order })), [go, query]);
  const onPage = useCallback((page: number, pageSize: number) => go({ ...query, page, pageSize }), [go, query]);
  const onSearch = useCallback((q: string) => go(refine(query, { q })), [go, query]);

  const showInList = useCallback(
    (visit: DeskVisit) => {
      setScanOpen(false);
      const today = siteToday(runtimeConfig.timeZone, new Date());
      const view: DeskView = isoDateOf(visit) === today ? 'active' : 'history';
      go({ ...switchView(query, view), q: visit.visitor_id ?? visit.name });
    },
    [go, query],
  );

  const reload = () => setAttempt((n) => n + 1);
  const label = query.view === 'active' ? 'Active visitors' : 'Visitor history';

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
        <Tabs
          value={query.view}
          onChange={(_event, view: DeskView) => go(switchView(query, view))}
          variant="fullWidth"
          aria-label="Which visitors"
          sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 700, minHeight: 52 } }}
        >
          <Tab value="active" label="Active Visitors" />
          <Tab value="history" label="Visitor History" />
        </Tabs>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ p: { xs: 1.5, sm: 2 }, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <FilterMenu key={query.view} view={query.view} value={query.filter} onChange={(filter) => go(refine(query, { filter }))} />
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
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />}</Box>
        {loaded?.status === 'failed' && !loading ? (
          <Box sx={{ p: 2 }}>
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
          </Box>
        ) : (
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
        )}
      </Paper>
      <PhotoDialog visit={photoFor} onClose={() => setPhotoFor(null)} />
      {deskActions && scanWanted && (
        <Suspense fallback={null}>
          <ScanPassDialog open={scanOpen} onClose={() => setScanOpen(false)} onVisitChanged={updateVisit} onShowInList={showInList} />
        </Suspense>
      )}
      {messageDialog}
    </PageLayout>
  );
};
