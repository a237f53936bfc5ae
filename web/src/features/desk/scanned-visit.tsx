import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { canCheckOut } from '#contract/visit-state.ts';
import { visitorTypeLabel } from '../visits-common/visitor-record.ts';
import type { DeskView } from './desk-list-query.ts';
import { initialsOf, isFlagged, photoUrl } from './desk-visit.ts';
import { deskViewOf, mayCheckIn, whyNoIn } from './scan-pass-rules.ts';
import type { Found } from './use-pass-lookup.ts';
import type { TimeAction } from './use-time-actions.ts';
import { VisitFacts } from './visit-facts.tsx';
import { VisitStatusChip } from './visit-status-chip.tsx';
import { WatchlistChip } from './watchlist-flag.tsx';
import { LoginRounded, LogoutRounded } from '../../components/mui-icons.tsx';

/**
 * The pass the scanner found: who, its state, and In, Out or "Show in list" right there. Where In is
 * disabled and the state does not say why (a pass of another day, one not approved, a watchlist flag), the card says it;
 * "Show in list" is offered only where a desk list holds the visit (not a later day's, nor one not approved).
 */
export const ScannedVisit = ({ found, busy, onRecord, onShowInList }: { readonly found: Found; readonly busy: TimeAction | undefined; readonly onRecord: (what: TimeAction) => void; readonly onShowInList: (view: DeskView) => void }) => {
  const { visit, today } = found;
  const inAllowed = mayCheckIn(visit, today);
  const outAllowed = canCheckOut(visit.visit_state);
  const noInReason = whyNoIn(visit, today);
  const listView = deskViewOf(visit, today);
  const reasonId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Pass of ${visit.name}`} data-testid="scanned-visit">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          variant="rounded"
          src={visit.photo_filename ? photoUrl(visit.photo_filename) : undefined}
          alt={visit.photo_filename ? `Photo of ${visit.name}` : undefined}
          sx={{ width: 96, height: 72, fontSize: 26, bgcolor: 'primary.main' }}
        >
          {initialsOf(visit.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.25, overflowWrap: 'break-word' }}>
            {visit.name}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap' }}>
            <VisitStatusChip visit={visit} />
            {isFlagged(visit) && <WatchlistChip />}
          </Stack>
        </Box>
      </Stack>
      <VisitFacts
        facts={[
          ['Pass code', visit.visitor_id ?? '—'],
          ['Host', visit.host_name ?? visit.host_email ?? '—'],
          ['Date', visit.date_of_visit],
          ['Time', visit.time_of_visit],
          ['Type', visitorTypeLabel(visit)],
        ]}
      />
      {noInReason && (
        <Alert severity="info" role="status" id={reasonId} sx={{ mt: 2 }}>
          {noInReason}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2.5, flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 120px', sm: '0 0 auto' } } }}>
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={busy === 'in' ? <CircularProgress size={16} color="inherit" /> : <LoginRounded />}
          disabled={!inAllowed || busy !== undefined}
          aria-describedby={noInReason ? reasonId : undefined}
          onClick={() => onRecord('in')}
        >
          In
        </Button>
        <Button
          variant="contained"
          color="primary"
          size="large"
          startIcon={busy === 'out' ? <CircularProgress size={16} color="inherit" /> : <LogoutRounded />}
          disabled={!outAllowed || busy !== undefined}
          onClick={() => onRecord('out')}
        >
          Out
        </Button>
        {listView && (
          <Button variant="outlined" size="large" startIcon={<ManageSearchRounded />} onClick={() => onShowInList(listView)}>
            Show in list
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
