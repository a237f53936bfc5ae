import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STALE_CHECK_IN_LABEL } from '#contract/roll-call.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { NO_PRINT } from '../../components/print-styles.tsx';
import { focusableRow, ROW_FOCUS_SX, rowAction } from '../../components/row-focus.ts';
import { initialsOf, isFlagged, siteTimeOf, thumbnailUrl, type DeskVisit } from './desk-visit.ts';
import { WatchlistChip } from './watchlist-flag.tsx';
import { LogoutRounded } from '../../components/mui-icons.tsx';

/** "09:05 AM" for today, "19-11-2026 06:40 PM" for someone still in since an earlier day: on the visit's own site's clock. */
const checkedInAt = (visit: DeskVisit, stale: boolean): string => {
  if (!visit.check_in) return '—';
  const at = new Date(visit.check_in);
  if (Number.isNaN(at.getTime())) return '—';
  // Stale is the server's word, by the visit's own site's date: a check-in of an earlier day there.
  return stale ? formatSiteDateTime(at, visit.site_time_zone) : (siteTimeOf(visit.check_in, visit.site_time_zone) ?? '—');
};

interface PersonProps {
  readonly visit: DeskVisit;
  readonly present: boolean;
  readonly onPresent: (present: boolean) => void;
  /** Checked in before today (src/contract/roll-call.ts). */
  readonly stale: boolean;
  readonly leaving: boolean;
  readonly onOut: () => void;
}

const Person = ({ visit, present, onPresent, stale, leaving, onOut }: PersonProps) => {
  const extra = visit.additional_visitors ?? 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={visit.name}
      data-visit-id={visit.id}
      data-stale={stale || undefined}
      {...focusableRow(visit.id)}
      sx={{
        ...ROW_FOCUS_SX,
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        borderColor: present ? 'success.main' : stale ? 'warning.main' : 'divider',
        borderStyle: stale && !present ? 'dashed' : 'solid',
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
        src={visit.photo_filename ? thumbnailUrl(visit.photo_filename) : undefined}
        alt={visit.photo_filename ? `Photo of ${visit.name}` : undefined}
        slotProps={{ img: { loading: 'lazy' } }}
        sx={{ width: { xs: 52, sm: 64 }, height: { xs: 52, sm: 64 }, bgcolor: 'primary.main', fontWeight: 700 }}
      >
        {initialsOf(visit.name)}
      </Avatar>
      {/* At least 180 pixels for the name and facts: on a phone, Out moves to a line of its own. */}
      <Box sx={{ minWidth: 0, flex: '1 1 180px' }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2, overflowWrap: 'break-word' }}>
          {visit.name}
        </Typography>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', '&:empty': { display: 'none' }, mt: 0.5 }}>
          {isFlagged(visit) && <WatchlistChip />}
          {stale && <Chip size="small" color="warning" icon={<HistoryRounded />} label={STALE_CHECK_IN_LABEL} sx={{ fontWeight: 700 }} />}
          {extra > 0 && (
            <Chip size="small" color="warning" variant="outlined" label={`+${extra} additional ${extra === 1 ? 'visitor' : 'visitors'}`} sx={{ fontWeight: 700 }} />
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Typography variant="body2">
            In at <strong>{checkedInAt(visit, stale)}</strong>
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
      <Button
        className={NO_PRINT}
        variant="outlined"
        color="inherit"
        startIcon={leaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LogoutRounded />}
        onClick={onOut}
        disabled={leaving}
        {...rowAction('out')}
        sx={{ flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}
      >
        Out
      </Button>
    </Paper>
  );
};

/** Stand-ins for the people while the roll call loads, so that the page keeps its shape. */
export const PlaceholderPeople = () => (
  <Stack component="ul" spacing={1.25} aria-hidden sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="on-site-placeholder">
    {[0, 1, 2].map((row) => (
      <Paper key={row} component="li" variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 1.5, sm: 2 } }}>
        <Skeleton variant="rounded" width={34} height={34} />
        <Skeleton variant="circular" sx={{ width: { xs: 52, sm: 64 }, height: { xs: 52, sm: 64 }, flexShrink: 0 }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '45%' }} />
          <Skeleton variant="text" sx={{ width: '75%' }} />
        </Box>
      </Paper>
    ))}
  </Stack>
);

/** One list of the roll call's people (today's, or the stale ones): a line each, with its tick and Out. */
export const People = ({ label, people, ...rest }: { readonly label: string; readonly people: readonly DeskVisit[] } & Omit<PersonProps, 'visit' | 'present' | 'onPresent' | 'leaving' | 'onOut'> & {
  readonly present: ReadonlySet<number>;
  readonly onPresent: (id: number, present: boolean) => void;
  readonly leaving: ReadonlyMap<number, unknown>;
  readonly onOut: (visit: DeskVisit) => void;
}) => (
  <Stack component="ul" spacing={1.25} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {people.map((visit) => (
      <Person
        key={visit.id}
        visit={visit}
        stale={rest.stale}
        present={rest.present.has(visit.id)}
        onPresent={(value) => rest.onPresent(visit.id, value)}
        leaving={rest.leaving.has(visit.id)}
        onOut={() => rest.onOut(visit)}
      />
    ))}
  </Stack>
);
