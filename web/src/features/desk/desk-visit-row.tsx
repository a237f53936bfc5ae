import BadgeRounded from '@mui/icons-material/BadgeRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import PhotoRounded from '@mui/icons-material/PhotoRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canCheckIn, canCheckOut, isCalledOff } from '#contract/visit-state.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { Hint } from '../../components/form/hint.tsx';
import { rowAction } from '../../components/row-focus.ts';
import type { DeskView } from './desk-api.ts';
import { isFlagged, isoDateOf, type DeskVisit } from './desk-visit.ts';
import type { TimeAction } from './use-time-actions.ts';
import { WalkInChip } from './visit-status-chip.tsx';
import { VisitorThumbnail } from './visitor-thumbnail.tsx';
import { flagChipId, IN_WAITS_FOR_FLAG, WatchlistChip } from './watchlist-flag.tsx';
import { LoginRounded, LogoutRounded } from '../../components/mui-icons.tsx';

/** What each row's buttons need from the screen. */
export interface DeskRowApi {
  /** The security version: In, Out, Take Photo, View Photo and the badge beside View. */
  readonly deskActions: boolean;
  readonly view: DeskView;
  /** The site's date when the rows were read. */
  readonly today: string;
  readonly busy: ReadonlyMap<number, TimeAction>;
  /** The S.no of the page's first row, less one. */
  readonly offset: number;
  readonly open: (visit: DeskVisit) => void;
  readonly record: (visit: DeskVisit, what: TimeAction) => void;
  readonly takePhoto: (visit: DeskVisit) => void;
  readonly viewPhoto: (visit: DeskVisit) => void;
  /** Opens "Clear flag" for a visit the watchlist flagged (only answers for those who manage the watchlist say so). */
  readonly clearFlag: (visit: DeskVisit) => void;
  /** Opens "Turn away" for a flagged visit (issue 28): the visitor sent away, the visit called off. */
  readonly turnAway: (visit: DeskVisit) => void;
}

export const RowApiContext = createContext<DeskRowApi | null>(null);

const useRowApi = (): DeskRowApi => {
  const api = useContext(RowApiContext);
  if (!api) throw new Error('Desk rows need their DeskRowApi.');
  return api;
};

/**
 * In is for today's expected visits in the Active view only, and not while the watchlist's flag is
 * open (the server refuses it; the chip says why); Out needs an In and no Out.
 */
const allowed = (api: DeskRowApi, visit: DeskVisit) => ({
  in: api.view === 'active' && canCheckIn(visit.visit_state, isoDateOf(visit), api.today) && !isFlagged(visit),
  out: canCheckOut(visit.visit_state),
  // Nobody is coming on a visit called off: no photo to take, no badge to print (View Photo stays for one taken before).
  attend: !isCalledOff(visit.visit_state),
});

const badgeLink = (visit: DeskVisit) => `${PATHS.visitorBadge}?id=${visit.id}`;

export const SerialNumber = ({ index }: { readonly index: number }) => <>{useRowApi().offset + index + 1}</>;

/** "Clear flag" on a flagged visit's row or card (issue 13): the reason is asked in a dialog. */
export const ClearFlagButton = ({ visit, fullWidth = false }: { readonly visit: DeskVisit; readonly fullWidth?: boolean }) => {
  const api = useRowApi();
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      onClick={() => api.clearFlag(visit)}
      aria-label={`Clear flag of ${visit.name}`}
      fullWidth={fullWidth}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Clear flag
    </Button>
  );
};

/** "Turn away" beside "Clear flag" (issue 28): the other outcome security records for a flagged visitor. */
export const TurnAwayButton = ({ visit, fullWidth = false }: { readonly visit: DeskVisit; readonly fullWidth?: boolean }) => {
  const api = useRowApi();
  return (
    <Button
      size="small"
      variant="contained"
      color="error"
      onClick={() => api.turnAway(visit)}
      aria-label={`Turn away ${visit.name}`}
      fullWidth={fullWidth}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Turn away
    </Button>
  );
};

/** Both outcomes of a flag, side by side. */
export const FlagButtons = ({ visit, fullWidth = false }: { readonly visit: DeskVisit; readonly fullWidth?: boolean }) => (
  <Stack direction="row" spacing={0.75} sx={{ justifyContent: 'flex-end' }}>
    <ClearFlagButton visit={visit} fullWidth={fullWidth} />
    <TurnAwayButton visit={visit} fullWidth={fullWidth} />
  </Stack>
);

/** View, and for the desk In, Out, Take Photo, View Photo and Print badge. `layout` is the table row or the phone card. */
export const RowActions = ({ visit, layout }: { readonly visit: DeskVisit; readonly layout: 'row' | 'card' }) => {
  const api = useRowApi();
  const busy = api.busy.get(visit.id);
  const can = allowed(api, visit);
  const view = (
    // In a table row the eye icon would cost the width that keeps the row on a desk screen.
    <Button size="small" variant="outlined" startIcon={layout === 'card' || !api.deskActions ? <VisibilityRounded /> : undefined} onClick={() => api.open(visit)}>
      View
    </Button>
  );
  if (!api.deskActions) return <Stack direction="row" sx={{ justifyContent: layout === 'row' ? 'flex-end' : 'stretch', '& > *': { flex: layout === 'card' ? 1 : 'none' } }}>{view}</Stack>;

  const timeButton = (what: TimeAction) => (
    <Button
      size="small"
      variant="contained"
      color={what === 'in' ? 'success' : 'primary'}
      disabled={!(what === 'in' ? can.in : can.out) || busy !== undefined}
      // A flagged visit's In is disabled until the flag is cleared: the chip's words say why.
      aria-describedby={what === 'in' && isFlagged(visit) ? flagChipId(visit) : undefined}
      onClick={() => api.record(visit, what)}
      {...rowAction(what)}
      startIcon={busy === what ? <CircularProgress size={14} color="inherit" aria-hidden /> : what === 'in' ? <LoginRounded /> : <LogoutRounded />}
      sx={{ minWidth: 64 }}
    >
      {what === 'in' ? 'In' : 'Out'}
    </Button>
  );

  if (layout === 'card') {
    // A phone: two lines of three buttons with their words. A tablet (from `sm`, issue 28): one line,
    // View, In and Out in words and the photo and badge buttons as 44-pixel icons named for screen
    // readers, so that a card is about 200 pixels high and five or more fit a screen. Every button
    // is at least 44 pixels high, a finger's target.
    const compact = { px: 0.5, minWidth: 0, lineHeight: 1.2 } as const;
    const label = (text: string) => (
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {text}
      </Box>
    );
    const iconOnTablet = { ...compact, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' }, m: 0 } } as const;
    return (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr)) repeat(3, 44px)' },
          gap: { xs: 1, sm: 0.75 },
          '& .MuiButton-root': { minHeight: 44 },
        }}
      >
        {view}
        {timeButton('in')}
        {timeButton('out')}
        {can.attend && (
          <Button size="small" variant="outlined" onClick={() => api.takePhoto(visit)} aria-label="Take Photo" startIcon={<PhotoCameraRounded />} sx={iconOnTablet}>
            {label('Take Photo')}
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={() => api.viewPhoto(visit)} aria-label="View Photo" startIcon={<PhotoRounded />} sx={iconOnTablet}>
          {label('View Photo')}
        </Button>
        {can.attend && (
          <Button size="small" variant="outlined" component={RouterLink} to={badgeLink(visit)} aria-label="Print badge" startIcon={<BadgeRounded />} sx={iconOnTablet}>
            {label('Badge')}
          </Button>
        )}
      </Box>
    );
  }

  // The row's buttons are most of the width that must keep the desk's table on a 1280-pixel screen
  // (the table's least width is the sum of its cells'): View, In and Out with 8-pixel sides instead
  // of the theme's 18 (each then 64 wide, the buttons' least), the three icon buttons side by side
  // without gaps (their own padding parts them), and a flagged visit's "Clear flag" on a line of its
  // own above the others, not beside them.
  const buttons = (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', justifyContent: 'flex-end', '& .MuiButton-root': { px: 1 }, '& .MuiButton-startIcon': { mr: 0.5 } }}>
      {view}
      {isFlagged(visit) ? (
        // A disabled button gets no pointer: the hint's span around it does, and says why.
        <Hint title={IN_WAITS_FOR_FLAG} floating>
          {timeButton('in')}
        </Hint>
      ) : (
        timeButton('in')
      )}
      {timeButton('out')}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {can.attend && (
          <Hint title="Take Photo" floating>
            <IconButton size="small" color="primary" aria-label="Take Photo" onClick={() => api.takePhoto(visit)}>
              <PhotoCameraRounded fontSize="small" />
            </IconButton>
          </Hint>
        )}
        <Hint title="View Photo" floating>
          <IconButton size="small" color="primary" aria-label="View Photo" onClick={() => api.viewPhoto(visit)}>
            <PhotoRounded fontSize="small" />
          </IconButton>
        </Hint>
        {can.attend && (
          <Hint title="Print badge" floating>
            <IconButton size="small" color="primary" aria-label="Print badge" component={RouterLink} to={badgeLink(visit)}>
              <BadgeRounded fontSize="small" />
            </IconButton>
          </Hint>
        )}
      </Stack>
    </Stack>
  );
  if (!isFlagged(visit)) return buttons;
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-end' }}>
      <FlagButtons visit={visit} />
      {buttons}
    </Stack>
  );
};

export const NameCell = ({ visit }: { readonly visit: DeskVisit }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
    <VisitorThumbnail visit={visit} size={32} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {visit.name}
      </Typography>
      {(isFlagged(visit) || visit.walk_in) && (
        <Stack direction="row" spacing={0.5} sx={{ my: 0.25 }}>
          {isFlagged(visit) && <WatchlistChip id={flagChipId(visit)} />}
          {visit.walk_in && <WalkInChip />}
        </Stack>
      )}
      {/* Phone and pass code may sit on two lines: with the thumbnail, the table still fits a 1280-pixel desk screen. */}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', '& > span': { whiteSpace: 'nowrap' } }}>
        <span>{visit.visitor_phonenumber}</span>
        {visit.visitor_id ? (
          <>
            {' · '}
            <span>{visit.visitor_id}</span>
          </>
        ) : null}
      </Typography>
    </Box>
  </Stack>
);

/** A flagged visit's row or card stands out from the others (a light red, with the chip saying why). */
