import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { siteToday } from '#contract/site-calendar.ts';
import type { VisitState } from '#contract/visit-state.ts';
import { focusableRow, ROW_FOCUS_SX, rowAction, useKeepRowFocus } from '../../components/row-focus.ts';
import { visitorTypeLabel } from '../visits-common/visitor-record.ts';
import { rowActions, stateOf, type RowAction, type ShownState } from './my-visits-model.ts';
import { LoginRounded, LogoutRounded } from '../../components/mui-icons.tsx';

type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

const STATE_LOOK: Readonly<Record<VisitState, { readonly tone: Tone; readonly filled: boolean; readonly icon: ReactElement }>> = {
  awaiting_details: { tone: 'warning', filled: false, icon: <HourglassEmptyRounded /> },
  awaiting_approval: { tone: 'warning', filled: true, icon: <MarkEmailReadRounded /> },
  expected: { tone: 'info', filled: false, icon: <CheckCircleRounded /> },
  checked_in: { tone: 'success', filled: true, icon: <LoginRounded /> },
  checked_out: { tone: 'default', filled: false, icon: <LogoutRounded /> },
  missed: { tone: 'error', filled: false, icon: <EventBusyRounded /> },
  cancelled: { tone: 'default', filled: true, icon: <EventBusyRounded /> },
  declined: { tone: 'default', filled: true, icon: <EventBusyRounded /> },
};

/** A stale check-in looks as the roll call's (on-site-people.tsx): a check-in of an earlier day, never out. */
const STALE_LOOK = { tone: 'warning', filled: true, icon: <HistoryRounded /> } as const;

/**
 * A visit's state in the host's words: Invited, Details submitted, Approved, On site, Left, Missed,
 * Cancelled, Declined, or the roll call's "Checked in before today" (stateOf).
 */
export const StateChip = ({ shown }: { readonly shown: ShownState }) => {
  const look = shown.stale ? STALE_LOOK : STATE_LOOK[shown.state];
  return (
    <Chip
      size="small"
      icon={look.icon}
      label={shown.label}
      color={look.tone}
      variant={look.filled ? 'filled' : 'outlined'}
      data-state={shown.state}
      data-stale={shown.stale || undefined}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    />
  );
};

const ACTION_LOOK: Readonly<Record<RowAction, { readonly label: string; readonly icon: ReactElement; readonly variant: 'contained' | 'outlined' | 'text'; readonly color: 'primary' | 'success' | 'error' }>> = {
  resend: { label: 'Resend link', icon: <ForwardToInboxRounded />, variant: 'outlined', color: 'primary' },
  approve: { label: 'Approve', icon: <HowToRegRounded />, variant: 'contained', color: 'success' },
  cancel: { label: 'Cancel', icon: <CancelRounded />, variant: 'text', color: 'error' },
};

export interface RowHandlers {
  readonly busy: ReadonlySet<number>;
  readonly view: (visit: DeskRecord) => void;
  readonly act: (action: RowAction, visit: DeskRecord) => void;
}

/** The actions that fit the state, then View (every row has it, in the same place). */
const Actions = ({ visit, handlers, layout }: { readonly visit: DeskRecord; readonly handlers: RowHandlers; readonly layout: 'row' | 'card' }) => {
  const busy = handlers.busy.has(visit.id);
  const actions = rowActions(visit.visit_state);
  return (
    <Box
      sx={
        layout === 'row'
          ? // Wrapping, so that a row with Approve and Cancel stays inside a 1024-pixel screen (issue 28: View was cut off):
            // the table's least width is the sum of its cells', and this cell's is then its widest button.
            { display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }
          : { display: 'grid', gap: 1, gridTemplateColumns: `repeat(${actions.length + 1}, minmax(0, 1fr))` }
      }
    >
      {actions.map((action) => {
        const look = ACTION_LOOK[action];
        return (
          <Button
            key={action}
            size="small"
            variant={look.variant}
            color={look.color}
            disabled={busy}
            // Three buttons share a phone card's width: the words, without icons.
            startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : layout === 'card' && actions.length > 1 ? undefined : look.icon}
            onClick={() => handlers.act(action, visit)}
            {...rowAction(action)}
            aria-label={`${look.label} for ${visit.name}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {look.label}
          </Button>
        );
      })}
      <Button size="small" variant="outlined" startIcon={<VisibilityRounded />} onClick={() => handlers.view(visit)} aria-label={`View ${visit.name}`}>
        View
      </Button>
    </Box>
  );
};

const NameCell = ({ visit }: { readonly visit: DeskRecord }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
      {visit.name}
    </Typography>
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {visit.visitor_phonenumber}
      {visit.visitor_id ? ` · ${visit.visitor_id}` : ''}
    </Typography>
  </Box>
);

const HEADERS = ['Visitor', 'Date', 'Time', 'Type', 'State', 'Actions'] as const;

/** Rows that stand in for the list while its first page loads: never an empty table or "0–0 of 0". */
const PlaceholderRows = ({ count }: { readonly count: number }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      <TableRow key={i} aria-hidden data-placeholder>
        <TableCell>
          <Skeleton width="60%" />
          <Skeleton width="40%" height={16} />
        </TableCell>
        <TableCell>
          <Skeleton width={90} />
        </TableCell>
        <TableCell>
          <Skeleton width={70} />
        </TableCell>
        <TableCell>
          <Skeleton width={80} />
        </TableCell>
        <TableCell>
          <Skeleton variant="rounded" width={96} height={24} />
        </TableCell>
        <TableCell align="right">
          <Skeleton variant="rounded" width={150} height={30} sx={{ ml: 'auto' }} />
        </TableCell>
      </TableRow>
    ))}
  </>
);

const PlaceholderCards = ({ count }: { readonly count: number }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      <Paper component="li" variant="outlined" key={i} aria-hidden data-placeholder sx={{ p: 2 }}>
        <Skeleton width="55%" height={28} />
        <Skeleton variant="rounded" width={110} height={24} sx={{ my: 1 }} />
        <Skeleton width="80%" />
        <Skeleton width="65%" />
        <Skeleton variant="rounded" height={32} sx={{ mt: 1.5 }} />
      </Paper>
    ))}
  </>
);

export interface MyVisitsListProps {
  /** Null while the first page loads: placeholder rows. */
  readonly visits: readonly DeskRecord[] | null;
  /** Rows for the page size while loading. */
  readonly placeholders: number;
  /** The rows shown are those of the previous filter or page while the next one loads. */
  readonly stale: boolean;
  readonly handlers: RowHandlers;
  /** Phone layout: one card per visit instead of the table. */
  readonly cards: boolean;
}

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
      {value}
    </Typography>
  </Box>
);

/** My visitors as a table on wider screens and as cards on a phone. */
export const MyVisitsList = ({ visits, placeholders, stale, handlers, cards }: MyVisitsListProps) => {
  // A row's Cancel, Approve or Resend link goes once the visit has changed (here, or at the desk meanwhile, when
  // the host's Cancel is refused), and the focus with it: it stays on the row.
  useKeepRowFocus();
  const dim = { opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' } as const;
  // Each visit's site's date and zone, for telling a check-in of an earlier day (stateOf; issue 30).
  const now = new Date();
  const shownState = (visit: DeskRecord) => stateOf(visit, siteToday(visit.site_time_zone, now), visit.site_time_zone);
  if (cards) {
    return (
      <Box
        component="ul"
        aria-label="My visitors"
        aria-busy={visits === null || stale}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, ...dim }}
      >
        {visits === null ? (
          <PlaceholderCards count={Math.min(placeholders, 4)} />
        ) : (
          visits.map((visit) => (
            <Paper component="li" variant="outlined" key={visit.id} aria-label={visit.name} data-visit-id={visit.id} {...focusableRow(visit.id)} sx={{ p: 2, ...ROW_FOCUS_SX }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.25 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }}>
                    {visit.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {visit.visitor_phonenumber}
                  </Typography>
                </Box>
                <StateChip shown={shownState(visit)} />
              </Stack>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mb: 1.75 }}>
                <Fact label="Date" value={visit.date_of_visit} />
                <Fact label="Time" value={visit.time_of_visit} />
                <Fact label="Type" value={visitorTypeLabel(visit)} />
              </Box>
              <Actions visit={visit} handlers={handlers} layout="card" />
            </Paper>
          ))
        )}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="My visitors" aria-busy={visits === null || stale} sx={{ minWidth: 860, '& td, & th': { py: 1.1 } }}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === 'Actions' ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody sx={dim}>
          {visits === null ? (
            <PlaceholderRows count={placeholders} />
          ) : (
            visits.map((visit) => (
              <TableRow key={visit.id} hover data-visit-id={visit.id} {...focusableRow(visit.id)} sx={ROW_FOCUS_SX}>
                <TableCell sx={{ maxWidth: 260 }}>
                  <NameCell visit={visit} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{visit.date_of_visit}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{visit.time_of_visit}</TableCell>
                <TableCell>{visitorTypeLabel(visit)}</TableCell>
                <TableCell>
                  <StateChip shown={shownState(visit)} />
                </TableCell>
                <TableCell align="right">
                  <Actions visit={visit} handlers={handlers} layout="row" />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
