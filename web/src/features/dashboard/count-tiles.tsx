import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COUNT_LABELS, DESK_COUNTS, HOST_COUNTS, type DeskCount, type HostCount } from '#contract/dashboard-counts.ts';
import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { QueryError } from '../../components/query-state.tsx';
import type { SitePick } from '../visits-common/use-site-pick.ts';
import { DashboardSitePicker } from './dashboard-site-picker.tsx';
import { deskCountLink, flaggedCountLink, hostCountLink } from './count-links.ts';

export interface CountTileProps {
  readonly to: string;
  readonly label: string;
  /** null while loading: a placeholder, never a 0 that is not known yet. */
  readonly value: number | null;
  /** Drawn in the warning colour when above 0 (people late, approvals waiting). */
  readonly attention?: boolean;
}

/** One number of a dashboard, a link to the list it counts. */
export const CountTile = ({ to, label, value, attention = false }: CountTileProps) => {
  const alert = attention && value !== null && value > 0;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: alert ? 'warning.main' : undefined, '&:hover': { borderColor: 'primary.main' } }}>
      {/* The label comes first for screen readers ("Arrived: 2"), the number first on screen. */}
      <CardActionArea
        component={RouterLink}
        to={to}
        aria-busy={value === null}
        sx={{ height: '100%', px: 2, py: 1.5, display: 'flex', flexDirection: 'column-reverse', alignItems: 'flex-start', justifyContent: 'flex-end' }}
      >
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}>
          {label}
          <Box component="span" sx={visuallyHidden}>
            {value === null ? ': loading' : ': '}
          </Box>
        </Typography>
        {value === null ? (
          <Skeleton variant="rounded" width={48} height={40} />
        ) : (
          <Typography component="span" sx={{ display: 'block', fontSize: '2rem', fontWeight: 700, lineHeight: 1.25, color: alert ? 'warning.dark' : 'text.primary' }}>
            {value}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
};

/** A titled row of numbers (a region named by its heading), with what the heading's row offers (a site picker). */
const CountGroup = ({ title, children, aside }: { readonly title: string; readonly children: ReactNode; readonly aside?: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', fontWeight: 700, letterSpacing: '0.08em' }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      <Box sx={{ display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(140px, 1fr))' } }}>{children}</Box>
    </Box>
  );
};

export interface CountsState {
  readonly data: DashboardCountsAnswer | undefined;
  readonly failed: boolean;
  readonly reload: () => void;
  /** The desk's sites and the one its numbers are of (issue 30); null where the dashboard has no desk numbers. */
  readonly sites?: SitePick | null;
}

const ATTENTION: ReadonlySet<string> = new Set<DeskCount | HostCount>(['late', 'awaitingApproval']);

/** A host's own numbers: their visitors today, awaiting their approval, on site now. */
export const HostCounts = ({ counts }: { readonly counts: CountsState }) => (
  <CountGroup title="My visitors">
    {HOST_COUNTS.map((name) => (
      <CountTile key={name} to={hostCountLink(name)} label={COUNT_LABELS[`host.${name}`]} value={counts.data?.host?.[name] ?? null} attention={ATTENTION.has(name)} />
    ))}
  </CountGroup>
);

/**
 * The desk's numbers for today: expected, arrived, on site, left, not yet arrived past their time;
 * and, for those who manage the watchlist (`withFlagged`), today's visits with a flag not yet cleared.
 */
export const DeskCounts = ({ counts, withFlagged }: { readonly counts: CountsState; readonly withFlagged: boolean }) => (
  <CountGroup
    // The site's name where there is a choice (issue 30): the numbers are of one site.
    title={counts.sites && counts.sites.sites.length > 1 && counts.sites.site ? `Front desk today · ${counts.sites.site.name}` : 'Front desk today'}
    aside={counts.sites && <DashboardSitePicker sites={counts.sites} />}
  >
    {DESK_COUNTS.map((name) => (
      <CountTile key={name} to={deskCountLink(name)} label={COUNT_LABELS[`desk.${name}`]} value={counts.data?.desk?.[name] ?? null} attention={ATTENTION.has(name)} />
    ))}
    {withFlagged && <CountTile to={flaggedCountLink()} label={COUNT_LABELS['watchlist.flagged']} value={counts.data?.flagged ?? null} attention />}
  </CountGroup>
);

/** The numbers could not be read: say so, with Retry (the tiles keep their placeholders). */
export const CountsError = ({ counts }: { readonly counts: CountsState }) =>
  counts.failed ? (
    <Stack sx={{ mb: 2 }}>
      <QueryError onRetry={counts.reload} />
    </Stack>
  ) : null;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'pre',
  border: 0,
  p: 0,
  m: -1,
} as const;
