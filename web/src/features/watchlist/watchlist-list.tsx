import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { byLine, identifiers, siteNames } from './watchlist-model.ts';

export interface WatchlistListProps {
  readonly entries: readonly WatchlistEntryView[];
  /** The rows shown are those of the previous filter while the next one loads. */
  readonly stale: boolean;
  readonly timeZone: string;
  /** The installation's sites, to name each entry's (issue 30); none or one: no line (a one-site installation's entries are all company-wide). */
  readonly sites?: readonly { readonly id: number; readonly name: string }[];
  /** Whether the user may resolve this entry (`canChangeWatchlistEntry`, as the server decides): no Resolve button otherwise. */
  readonly mayResolve: (entry: WatchlistEntryView) => boolean;
  readonly onResolve: (entry: WatchlistEntryView) => void;
}

const Fact = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  </Box>
);

const Entry = ({ entry, timeZone, sites, mayResolve, onResolve }: { readonly entry: WatchlistEntryView; readonly timeZone: string; readonly sites: WatchlistListProps['sites']; readonly mayResolve: boolean; readonly onResolve: (entry: WatchlistEntryView) => void }) => {
  const headingId = useId();
  const active = entry.status === 'active';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-entry-id={entry.id}
      sx={{ p: { xs: 2, sm: 2.5 }, borderLeft: 4, borderLeftColor: active ? 'error.main' : 'divider', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'break-word', minWidth: 0 }}>
          {entry.name}
        </Typography>
        <Chip size="small" label={active ? 'Active' : 'Resolved'} color={active ? 'error' : 'default'} variant={active ? 'filled' : 'outlined'} sx={{ fontWeight: 600 }} />
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75 }}>
        {identifiers(entry).map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
        {sites && sites.length > 1 && <Fact label="Applies">{siteNames(entry.siteIds, sites)}</Fact>}
        <Fact label="Reason">{entry.reason}</Fact>
        <Fact label="Added">{byLine(entry.createdAt, entry.addedBy, timeZone)}</Fact>
        {entry.resolvedAt !== null && <Fact label="Resolved">{byLine(entry.resolvedAt, entry.resolvedBy ?? '—', timeZone)}</Fact>}
        {entry.resolutionNote !== null && <Fact label="Note">{entry.resolutionNote}</Fact>}
      </Box>
      {active && !mayResolve && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
          {MESSAGES.watchlist.sitesNotYours}
        </Typography>
      )}
      {active && mayResolve && (
        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" startIcon={<TaskAltRounded />} onClick={() => onResolve(entry)} aria-label={`Resolve ${entry.name}`} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Resolve
          </Button>
        </Box>
      )}
    </Paper>
  );
};

/** The entries as cards: two columns on wide screens, one on a phone; every fact on the card, the reason in full. */
export const WatchlistList = ({ entries, stale, timeZone, sites, mayResolve, onResolve }: WatchlistListProps) => (
  <Box
    component="ul"
    aria-label="Watchlist entries"
    aria-busy={stale}
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: { xs: 1.25, sm: 2 },
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      opacity: stale ? 0.55 : 1,
      transition: 'opacity 120ms',
    }}
  >
    {entries.map((entry) => (
      <Entry key={entry.id} entry={entry} timeZone={timeZone} sites={sites} mayResolve={mayResolve(entry)} onResolve={onResolve} />
    ))}
  </Box>
);
