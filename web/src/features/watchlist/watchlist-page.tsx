import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import type { WatchlistEntryInput } from '#contract/validation/watchlist.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { canChangeWatchlistEntry } from '#contract/capabilities.ts';
import { useAuth } from '../auth/use-auth.ts';
import { deskSitesOf, useSitePlaces } from '../visits-common/use-site-places.ts';
import type { AddEntryDialogProps } from './add-entry-dialog.tsx';
import type { ResolveEntryDialogProps } from './resolve-entry-dialog.tsx';
import { useWatchlist, useWatchlistChanges } from './use-watchlist.ts';
import { WatchlistList } from './watchlist-list.tsx';
import { emptyText, readWatchlistStatus, STATUS_CHOICES, STATUS_LABELS, watchlistSearch, type WatchlistStatus } from './watchlist-model.ts';
import { RefreshRounded } from '../../components/mui-icons.tsx';

/** The dialogs bring zod and the form fields: their code arrives just after the page (they render nothing while closed). */
const AddEntryDialog = deferred<AddEntryDialogProps>(async () => (await import('./add-entry-dialog.tsx')).AddEntryDialog, 'add-to-watchlist dialog');
const ResolveEntryDialog = deferred<ResolveEntryDialogProps>(async () => (await import('./resolve-entry-dialog.tsx')).ResolveEntryDialog, 'resolve dialog');

/** The filter the address holds, and `go` to another (the address is replaced, not pushed). */
const useStatusInUrl = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const status = useMemo(() => readWatchlistStatus(search), [search]);
  const go = useCallback((next: WatchlistStatus) => void navigate({ search: watchlistSearch(next) }, { replace: true, preventScrollReset: true }), [navigate]);
  return { status, go };
};

/**
 * `/Watchlist` (issue 13), for security and admins: the people security must see before they are
 * let in, active, resolved or all (`?status=`), newest first; Add (name, optional phone and last four
 * Aadhaar digits, reason) and Resolve (with a note). Every change is audited by the server.
 */
const WatchlistPage = () => {
  const { status, go } = useStatusInUrl();
  const { role } = useAuth();
  // Where an entry may apply (issue 30): the sites whose desk the user works, and company-wide where they may add one.
  const places = useSitePlaces().data;
  const siteChoice = useMemo(
    () => ({ sites: places ? deskSitesOf(places).sites : [], companyWide: canChangeWatchlistEntry({ role }, { siteIds: [] }), siteCount: places?.sites.length ?? 1 }),
    [places, role],
  );
  // Resolve is offered where the server would accept it (the same rule): the sites the user works at come with the places.
  const mayResolve = useCallback((entry: WatchlistEntryView) => canChangeWatchlistEntry({ role, siteIds: places?.deskSiteIds ?? [] }, entry), [role, places]);
  const list = useWatchlist(status);
  const { add, resolve } = useWatchlistChanges();
  const notice = useNotice();
  // Each opening of Add is a new, empty form.
  const [adding, setAdding] = useState(0);
  const [addOpen, setAddOpen] = useState(false);
  const [resolving, setResolving] = useState<WatchlistEntryView | null>(null);
  const [resolveKey, setResolveKey] = useState(0);
  const openResolve = useCallback((entry: WatchlistEntryView) => {
    setResolveKey((n) => n + 1);
    setResolving(entry);
  }, []);
  // The entry stays in the dialog while it closes.
  const [lastResolving, setLastResolving] = useState<WatchlistEntryView | null>(null);
  if (resolving !== null && resolving !== lastResolving) setLastResolving(resolving);

  const onAdd = useCallback(
    async (input: WatchlistEntryInput) => {
      const { message } = await add(input);
      setAddOpen(false);
      notice.success(message);
      if (status === 'resolved') go('active');
    },
    [add, notice, status, go],
  );
  const onResolve = useCallback(
    async (entry: WatchlistEntryView, note: string) => {
      const { message } = await resolve({ id: entry.id, input: { note } });
      setResolving(null);
      notice.success(message);
    },
    [resolve, notice],
  );

  const entries = list.entries;
  const count = entries === null || list.loading ? '' : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;

  return (
    <PageLayout
      title="Watchlist"
      subtitle="People security must see before they are let in."
      paper={false}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Rounded />}
          onClick={() => {
            setAdding((n) => n + 1);
            setAddOpen(true);
          }}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          Add person
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={status}
            onChange={(_event, next: WatchlistStatus | null) => next && go(next)}
            aria-label="Which entries"
            sx={{ '& .MuiToggleButton-root': { px: 2, flex: { xs: 1, sm: 'none' }, textTransform: 'none', fontWeight: 600 } }}
          >
            {STATUS_CHOICES.map((choice) => (
              <ToggleButton key={choice} value={choice}>
                {STATUS_LABELS[choice]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
              {count}
            </Typography>
            <Button variant="text" startIcon={<RefreshRounded />} onClick={list.reload} disabled={list.refreshing}>
              Refresh
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Box sx={{ position: 'relative' }}>
        {list.refreshing && entries !== null && (
          <LinearProgress aria-label="Loading the watchlist" sx={{ position: 'absolute', top: -10, left: 0, right: 0, zIndex: 1, borderRadius: 1 }} />
        )}
        {list.failed ? (
          <QueryError onRetry={list.reload} />
        ) : entries === null ? (
          <QueryLoading label="Loading the watchlist" />
        ) : entries.length === 0 && !list.loading ? (
          <EmptyState>{emptyText(status)}</EmptyState>
        ) : (
          <WatchlistList entries={entries} stale={list.loading} timeZone={runtimeConfig.timeZone} sites={places?.sites} mayResolve={mayResolve} onResolve={openResolve} />
        )}
      </Box>
      <AddEntryDialog key={`add-${adding}`} open={addOpen} siteChoice={siteChoice} onAdd={onAdd} onClose={() => setAddOpen(false)} />
      <ResolveEntryDialog key={`resolve-${resolveKey}`} open={resolving !== null} entry={resolving ?? lastResolving} onResolve={onResolve} onClose={() => setResolving(null)} />
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(WatchlistPage));
