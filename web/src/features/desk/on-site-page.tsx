import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState, QueryError } from '../../components/query-state.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { useNotice } from '../../components/notices.tsx';
import { useKeepRowFocus, useRowFocus } from '../../components/row-focus.ts';
import { onSiteCsvUrl } from './desk-api.ts';
import type { DeskVisit } from './desk-visit.ts';
import { NO_PRINT, PRINT_ROOT, PrintStyles } from '../../components/print-styles.tsx';
import { useOnSite } from './use-on-site.ts';
import { useTimeActions } from './use-time-actions.ts';
import { People, PlaceholderPeople } from './on-site-people.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { PAGE_FRAME } from '../../components/page-layout.tsx';
import { RefreshRounded } from '../../components/mui-icons.tsx';

const PAGE = { size: 'A4 portrait', margin: '12mm' } as const;

/**
 * `/OnSite`: everyone checked in today and not out, for an evacuation roll call (ticks stay on this
 * screen). Check-ins from before today are stale (src/contract/roll-call.ts): not counted, and shown,
 * marked, only with the switch. Out checks a visitor out as the desk list's Out does.
 */
const OnSitePage = () => {
  const onSite = useOnSite();
  const notice = useNotice();
  const { busy, record } = useTimeActions();
  const [present, setPresent] = useState<ReadonlySet<number>>(new Set());
  const [showStale, setShowStale] = useState(false);
  // Checked out from this screen: gone at once, before the roll call is read again.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  // Out disables itself while its call runs, then the visitor leaves the list (or another desk's Out takes them
  // off it): the focus goes to their line meanwhile, then to the line now in its place, never to the page's body.
  useKeepRowFocus();
  const settleFocus = useRowFocus();

  const loading = onSite.isFetching || onSite.isPending;
  // A failed refresh shows its error, not the list it could not renew.
  const ready = onSite.isSuccess ? onSite.data : null;
  const reload = () => void onSite.refetch();
  const people = (ready?.visits ?? []).filter((visit) => !left.has(visit.id));
  const stale = (ready?.stale ?? []).filter((visit) => !left.has(visit.id));
  const shown = showStale ? [...people, ...stale] : people;
  const headcount = people.reduce((sum, visit) => sum + 1 + (visit.additional_visitors ?? 0), 0);
  const ticked = shown.filter((visit) => present.has(visit.id)).length;

  const mark = (id: number, isPresent: boolean) =>
    setPresent((current) => {
      const next = new Set(current);
      if (isPresent) next.add(id);
      else next.delete(id);
      return next;
    });

  const checkOut = async (visit: DeskVisit) => {
    const result = await record(visit, 'out');
    if (result.ok) {
      setLeft((current) => new Set(current).add(visit.id));
      mark(visit.id, false);
      notice.success(result.message);
    } else {
      notice.error(result.message);
      // Changed at another desk meanwhile: read the roll call again.
      if (result.stale) reload();
      // A refusal that leaves them on the list (the server could not be reached) puts the focus back on their Out.
      settleFocus(visit.id, 'out', false);
    }
  };

  const listProps = { today: ready?.today ?? '', present, onPresent: mark, leaving: busy, onOut: (visit: DeskVisit) => void checkOut(visit) };

  return (
    <Container maxWidth={PAGE_FRAME} className={PRINT_ROOT} sx={{ py: { xs: 2.5, sm: 4 } }}>
      <title>On Site Now · Visitor Desk</title>
      <PrintStyles page={PAGE} />
      <Box className={NO_PRINT}>
        <BackButton />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 2.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            On Site Now
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            Everyone checked in today and not yet out{ready ? `, as of ${formatSiteDateTime(ready.at, runtimeConfig.timeZone)}` : ''}.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap className={NO_PRINT} sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, flexShrink: 0, '& > *': { flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' } }}>
          <Button variant="outlined" startIcon={loading ? <CircularProgress size={16} aria-hidden /> : <RefreshRounded />} onClick={reload} disabled={loading}>
            Refresh
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} href={onSiteCsvUrl(showStale)} download>
            Download CSV
          </Button>
          <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()} disabled={!ready}>
            Print
          </Button>
        </Stack>
      </Stack>

      {ready && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 2.5 }, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' }}
        >
          <GroupsRounded sx={{ fontSize: 44 }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 800, lineHeight: 1 }} data-testid="on-site-count">
              {people.length}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {people.length === 1 ? 'visitor on site' : 'visitors on site'}
              {headcount !== people.length ? ` (${headcount} people with additional visitors)` : ''}
            </Typography>
          </Box>
          {shown.length > 0 && (
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} aria-live="polite" data-testid="roll-call-progress">
              {ticked} of {shown.length} accounted for
            </Typography>
          )}
        </Paper>
      )}

      {ready && stale.length > 0 && (
        <Paper variant="outlined" className={showStale ? undefined : NO_PRINT} sx={{ px: 2, py: 1, mb: 2, borderColor: 'warning.main', bgcolor: 'rgba(237, 108, 2, 0.06)' }}>
          <FormControlLabel
            control={<Switch checked={showStale} onChange={(event) => setShowStale(event.target.checked)} color="warning" />}
            label={
              <span>
                <strong>
                  Show {stale.length} stale {stale.length === 1 ? 'check-in' : 'check-ins'} from before today
                </strong>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  Not counted above: most likely they left without being checked out.
                </Typography>
              </span>
            }
            sx={{ m: 0, alignItems: 'center', gap: 1 }}
          />
        </Paper>
      )}

      {loading && !ready && (
        <Box role="status" aria-live="polite">
          <span className="vd-visually-hidden">Loading who is on site</span>
          <PlaceholderPeople />
        </Box>
      )}
      {onSite.isError && !loading && <QueryError onRetry={reload} />}
      {ready && people.length === 0 && <EmptyState>Nobody checked in today is on site right now.</EmptyState>}
      {ready && people.length > 0 && <People label="Visitors on site" people={people} stale={false} {...listProps} />}
      {ready && showStale && stale.length > 0 && (
        <Box component="section" aria-labelledby="stale-heading" sx={{ mt: 3 }}>
          <Typography id="stale-heading" variant="h6" component="h2" sx={{ mb: 1.25 }}>
            Checked in before today
          </Typography>
          <People label="Stale check-ins from before today" people={stale} stale {...listProps} />
        </Box>
      )}
    </Container>
  );
};

export default withMuiTheme(withQueryClient(OnSitePage));
