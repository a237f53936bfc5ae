import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatSiteDateTime } from '../../../../src/shared/visit-time.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { ON_SITE_CSV_URL } from './desk-api.ts';
import { initialsOf, isoDateOf, photoUrl, siteTimeOf, type DeskVisit } from './desk-visit.ts';
import { NO_PRINT, PRINT_ROOT, PrintStyles } from './print-styles.tsx';
import { useOnSite } from './use-on-site.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

const PAGE = { size: 'A4 portrait', margin: '12mm' } as const;

/** "09:05 AM" for today, "19-11-2026 06:40 PM" for someone still in since an earlier day. */
const checkedInAt = (visit: DeskVisit, today: string): string => {
  if (!visit.check_in) return '—';
  const at = new Date(visit.check_in);
  if (Number.isNaN(at.getTime())) return '—';
  return isoDateOf(visit) === today ? (siteTimeOf(visit.check_in, runtimeConfig.timeZone) ?? '—') : formatSiteDateTime(at, runtimeConfig.timeZone);
};

const Person = ({ visit, today, present, onPresent }: { readonly visit: DeskVisit; readonly today: string; readonly present: boolean; readonly onPresent: (present: boolean) => void }) => {
  const extra = visit.additional_visitors ?? 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={visit.name}
      data-visit-id={visit.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        borderColor: present ? 'success.main' : 'divider',
        bgcolor: present ? 'rgba(30, 123, 69, 0.06)' : 'background.paper',
        breakInside: 'avoid',
      }}
    >
      <Checkbox
        checked={present}
        onChange={(event) => onPresent(event.target.checked)}
        slotProps={{ input: { 'aria-label': `${visit.name} accounted for` } }}
        sx={{ '& .MuiSvgIcon-root': { fontSize: 34 }, p: 0.5 }}
      />
      <Avatar
        src={visit.photo_filename ? photoUrl(visit.photo_filename) : undefined}
        alt={visit.photo_filename ? `Photo of ${visit.name}` : undefined}
        sx={{ width: { xs: 52, sm: 64 }, height: { xs: 52, sm: 64 }, bgcolor: 'primary.main', fontWeight: 700 }}
      >
        {initialsOf(visit.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {visit.name}
        </Typography>
        {extra > 0 && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={`+${extra} additional ${extra === 1 ? 'visitor' : 'visitors'}`}
            sx={{ mt: 0.5, fontWeight: 700 }}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Typography variant="body2">
            In at <strong>{checkedInAt(visit, today)}</strong>
          </Typography>
          <Typography variant="body2">
            Host <strong>{visit.host_name ?? visit.host_email ?? '—'}</strong>
          </Typography>
          <Link href={`tel:${visit.visitor_phonenumber}`} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
            <PhoneRounded sx={{ fontSize: 16 }} aria-hidden />
            {visit.visitor_phonenumber}
          </Link>
        </Stack>
      </Box>
    </Paper>
  );
};

/** `/OnSite`: everyone checked in and not out, for an evacuation roll call (ticks stay on this screen). */
const OnSitePage = () => {
  const onSite = useOnSite();
  const [present, setPresent] = useState<ReadonlySet<number>>(new Set());

  const loading = onSite.isFetching || onSite.isPending;
  // A failed refresh shows its error, not the list it could not renew.
  const ready = onSite.isSuccess ? onSite.data : null;
  const reload = () => void onSite.refetch();
  const people = ready?.visits ?? [];
  const headcount = people.reduce((sum, visit) => sum + 1 + (visit.additional_visitors ?? 0), 0);
  const ticked = people.filter((visit) => present.has(visit.id)).length;

  const mark = (id: number, isPresent: boolean) =>
    setPresent((current) => {
      const next = new Set(current);
      if (isPresent) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Container maxWidth="md" className={PRINT_ROOT} sx={{ py: { xs: 2.5, sm: 4 } }}>
      <title>On site now · Visitor Desk</title>
      <PrintStyles page={PAGE} />
      <Box className={NO_PRINT}>
        <BackButton />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 2.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            On site now
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            Everyone checked in and not yet out{ready ? `, as of ${formatSiteDateTime(ready.at, runtimeConfig.timeZone)}` : ''}.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap className={NO_PRINT} sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, flexShrink: 0, '& > *': { flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' } }}>
          <Button variant="outlined" startIcon={loading ? <CircularProgress size={16} aria-hidden /> : <RefreshRounded />} onClick={reload} disabled={loading}>
            Refresh
          </Button>
          <Button variant="outlined" startIcon={<DownloadRounded />} href={ON_SITE_CSV_URL} download>
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
          {people.length > 0 && (
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} aria-live="polite" data-testid="roll-call-progress">
              {ticked} of {people.length} accounted for
            </Typography>
          )}
        </Paper>
      )}

      {loading && !ready && <QueryLoading label="Loading who is on site" />}
      {onSite.isError && !loading && <QueryError onRetry={reload} />}
      {ready && people.length === 0 && <EmptyState>Nobody is checked in right now.</EmptyState>}
      {ready && people.length > 0 && (
        <Stack component="ul" spacing={1.25} aria-label="Visitors on site" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {people.map((visit) => (
            <Person key={visit.id} visit={visit} today={ready.today} present={present.has(visit.id)} onPresent={(value) => mark(visit.id, value)} />
          ))}
        </Stack>
      )}
    </Container>
  );
};

export default withMuiTheme(withQueryClient(OnSitePage));
