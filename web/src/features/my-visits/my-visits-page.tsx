import AddRounded from '@mui/icons-material/AddRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { DeskRecord } from '../../../../src/shared/api/visit-answers.ts';
import { MY_VISITS_WHEN, MY_VISITS_WHEN_LABELS, VISIT_STATE_LABELS } from '../../../../src/shared/my-visits-filters.ts';
import { VISIT_STATES } from '../../../../src/shared/visit-state.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { ToggleChoice } from '../../components/toggle-choice.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError } from '../../components/query-state.tsx';
import { detailViewTarget } from '../visits-common/detail-view-id.ts';
import type { CancelVisitDialogProps } from './cancel-visit-dialog.tsx';
import { MyVisitsList } from './my-visits-list.tsx';
import type { RefreshBarProps } from './refresh-bar.tsx';
import { emptyText, myVisitsSearch, PAGE_SIZES, rangeLabel, readMyVisitsView, toggleState, type MyVisitsView, type RowAction } from './my-visits-model.ts';
import { useMyVisitChanges, useMyVisits } from './use-my-visits.ts';

/** The view the address holds, and `go` to another (the address is replaced, not pushed). */
const useMyVisitsUrl = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => readMyVisitsView(search), [search]);
  const go = useCallback((next: MyVisitsView) => void navigate({ search: myVisitsSearch(next) }, { replace: true, preventScrollReset: true }), [navigate]);
  return { view, go };
};

/** The search box: the address follows the typing after a short pause. */
const SearchBox = ({ value, onSearch }: { readonly value: string; readonly onSearch: (q: string) => void }) => {
  const [text, setText] = useState(value);
  // The address changed by other means (a link, Back): the box shows its search, unless it already does.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    // MUI's TextField without its select (OutlinedTextField): the page loads no Select, Menu, Popover or Modal.
    <OutlinedTextField
      size="small"
      label="Search by name or phone"
      value={text}
      onChange={(event) => setText(event.target.value.slice(0, 100))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text);
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> } }}
      sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
    />
  );
};

/** The page's place in the list, the page size, and previous and next (a light pager: MUI's pagination brings its Select and Menu). */
const Pager = ({ view, shown, total, lastPage, go }: { readonly view: MyVisitsView; readonly shown: number; readonly total: number; readonly lastPage: number; readonly go: (next: MyVisitsView) => void }) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', py: 1.5, px: { xs: 0, sm: 1 } }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="label" htmlFor="my-visits-page-size" color="text.secondary">
        Rows per page
      </Typography>
      <NativeSelect
        value={view.pageSize}
        onChange={(event) => go({ ...view, pageSize: Number(event.target.value), page: 1 })}
        inputProps={{ id: 'my-visits-page-size' }}
        sx={{ fontSize: '0.875rem' }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </Stack>
    <Typography variant="body2" aria-live="polite">
      {rangeLabel(view.page, view.pageSize, shown, total)}
    </Typography>
    <Stack direction="row">
      <IconButton aria-label="Previous page" disabled={view.page <= 1} onClick={() => go({ ...view, page: view.page - 1 })}>
        <ChevronLeftRounded />
      </IconButton>
      <IconButton aria-label="Next page" disabled={view.page >= lastPage} onClick={() => go({ ...view, page: view.page + 1 })}>
        <ChevronRightRounded />
      </IconButton>
    </Stack>
  </Stack>
);

/** Cancel asks first; the dialog's code arrives just after the page (it renders nothing while closed). */
const CancelVisitDialog = deferred<CancelVisitDialogProps>(async () => (await import('./cancel-visit-dialog.tsx')).CancelVisitDialog, 'cancel dialog');

const WHEN_OPTIONS = MY_VISITS_WHEN.map((when) => ({ value: when, label: MY_VISITS_WHEN_LABELS[when] }));

/**
 * The bar shown while the list is read again: only once rows are on screen (the first read shows
 * placeholder rows), so its code (MUI's LinearProgress) is fetched when the page renders, not with it.
 */
const RefreshBar = deferred<RefreshBarProps>(async () => (await import('./refresh-bar.tsx')).RefreshBar, 'refresh bar');

/**
 * `/MyVisitors` ("View Visitor Pass" on the dashboard): the host's own visits in every state,
 * upcoming first, filtered by the address's `when` and `state`, with the actions that fit each
 * state: Resend link, Approve, Cancel (after a confirmation) and View.
 */
const MyVisitsPage = () => {
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const { view, go } = useMyVisitsUrl();
  const list = useMyVisits(view);
  const { busy, change } = useMyVisitChanges();
  const [cancelling, setCancelling] = useState<DeskRecord | null>(null);
  // The visit stays in the dialog while it closes.
  const [lastCancelling, setLastCancelling] = useState<DeskRecord | null>(null);
  if (cancelling !== null && cancelling !== lastCancelling) setLastCancelling(cancelling);

  const act = useCallback(
    (action: RowAction, visit: DeskRecord) => {
      if (action === 'cancel') setCancelling(visit);
      else change(action, visit);
    },
    [change],
  );
  const handlers = useMemo(
    () => ({
      busy,
      act,
      view: (visit: DeskRecord) => {
        const target = detailViewTarget(visit.id);
        void navigate(target.to, { state: target.state });
      },
    }),
    [busy, act, navigate],
  );
  const onSearch = useCallback((q: string) => go({ ...view, q, page: 1 }), [go, view]);

  const page = list.page;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / view.pageSize)) : 1;
  // A page past the end (visits went away meanwhile) goes to the last page that has rows.
  useEffect(() => {
    if (page && !list.loading && page.visits.length === 0 && page.total > 0 && view.page > lastPage) go({ ...view, page: lastPage });
  }, [page, list.loading, view, lastPage, go]);

  const filters = (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}>
        <ToggleChoice
          size="small"
          color="primary"
          value={view.when}
          options={WHEN_OPTIONS}
          onChange={(when) => go({ ...view, when, page: 1 })}
          aria-label="Which visits"
          sx={{ '& .MuiToggleButton-root': { px: { xs: 1, sm: 2 }, flex: { xs: 1, md: 'none' }, textTransform: 'none', fontWeight: 600 } }}
        />
        <SearchBox value={view.q} onSearch={onSearch} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }} role="group" aria-label="States">
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          State
        </Typography>
        <Chip
          label="Any"
          size="small"
          clickable
          color={view.states.length === 0 ? 'primary' : 'default'}
          variant={view.states.length === 0 ? 'filled' : 'outlined'}
          aria-pressed={view.states.length === 0}
          onClick={() => go({ ...view, states: [], page: 1 })}
        />
        {VISIT_STATES.map((state) => {
          const on = view.states.includes(state);
          return (
            <Chip
              key={state}
              label={VISIT_STATE_LABELS[state]}
              size="small"
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => go(toggleState(view, state))}
            />
          );
        })}
      </Stack>
    </Paper>
  );

  return (
    <PageLayout
      title="View Visitor Pass"
      subtitle="My visitors: today, upcoming and past."
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
      {filters}
      <Box sx={{ position: 'relative' }}>
        <RefreshBar open={list.refreshing && page !== null} />
        {list.failed ? (
          <QueryError onRetry={list.reload} />
        ) : page && page.total === 0 && !list.loading ? (
          <EmptyState>{emptyText(view)}</EmptyState>
        ) : (
          <>
            <MyVisitsList visits={page ? page.visits : null} placeholders={Math.min(view.pageSize, 6)} stale={list.loading && page !== null} handlers={handlers} cards={cards} />
            {page && page.total > 0 && page.visits.length > 0 && (
              <Pager view={view} shown={page.visits.length} total={page.total} lastPage={lastPage} go={go} />
            )}
          </>
        )}
      </Box>
      <CancelVisitDialog
        open={cancelling !== null}
        visit={cancelling ?? lastCancelling}
        onKeep={() => setCancelling(null)}
        onCancel={(visit) => {
          setCancelling(null);
          change('cancel', visit);
        }}
      />
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(MyVisitsPage));
