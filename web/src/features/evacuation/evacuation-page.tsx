import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tallyMarks } from '#contract/evacuation-marks.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { AskFirstDialog } from '../../components/ask-first-dialog.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { BackButton } from '../../components/back-button.tsx';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { PAGE_FRAME } from '../../components/page-layout.tsx';
import { NO_PRINT, PRINT_ROOT, PrintStyles } from '../../components/print-styles.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { useSitePick } from '../visits-common/use-site-pick.ts';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import { ROLL_CALL_LIST, RollCallPeople } from './roll-call-people.tsx';
import { useEvacuationActions, useOpenEvacuation } from './use-evacuation.ts';

const PAGE = { size: 'A4 portrait', margin: '8mm' } as const;

/** On paper: small type, the list in two columns, so that a site's roll call fits one sheet (EVAC-SCREEN-03). */
const PRINT_COMPACT = {
  '@media print': {
    fontSize: '8pt',
    '& .MuiTypography-root': { fontSize: '8pt !important', lineHeight: 1.2 },
    '& h1.MuiTypography-root': { fontSize: '13pt !important' },
    '& .MuiPaper-root': { padding: '1mm 2mm !important', marginBottom: '2mm !important' },
    [`& .${ROLL_CALL_LIST}`]: { columnCount: 2, columnGap: '6mm' },
  },
} as const;

/**
 * `/Evacuation` (docs/product/evacuation.md EVAC-SCREEN): security picks the site (when there is more
 * than one; the choice is kept in `?site=`), starts its evacuation, marks each person on the roll call
 * safe or missing, prints it on one page, and ends it. Other guards' marks arrive live.
 */
const EvacuationPage = () => {
  const [params, setParams] = useSearchParams();
  const places = useSitePlaces();
  // A guard evacuates only the sites they work at (ADR 42), opening at the one they last picked, else the desk's own.
  const mine = useSitePick('desk');
  const asked = Number(params.get('site'));
  const site = Number.isInteger(asked) && asked > 0 ? mine.sites.find((place) => place.id === asked) : (mine.site ?? undefined);
  const siteId = site?.id ?? null;
  const open = useOpenEvacuation(siteId);
  const { start, mark, end } = useEvacuationActions(siteId);
  const [asking, setAsking] = useState<'start' | 'end' | null>(null);

  const evacuation = open.data ?? null;
  const tally = evacuation ? tallyMarks(evacuation.people) : null;
  const saving = mark.isPending ? mark.variables.personId : null;

  return (
    <Container maxWidth={PAGE_FRAME} className={PRINT_ROOT} sx={{ py: { xs: 2.5, sm: 4 }, ...PRINT_COMPACT }}>
      <title>Evacuation · Visitor Desk</title>
      <PrintStyles page={PAGE} />
      <Box className={NO_PRINT}>
        <BackButton />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Evacuation{site ? ` · ${site.name}` : ''}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            {evacuation && site
              ? `Started ${formatSiteDateTime(new Date(evacuation.startedAt), evacuation.timeZone)} by ${evacuation.startedBy}. Everyone on site when it started, each host above their visitors.`
              : 'Start an evacuation to take the roll call of everyone checked in on site and mail their hosts.'}
          </Typography>
        </Box>
        {mine.sites.length > 1 && site && (
          <Box className={NO_PRINT} sx={{ minWidth: 200 }}>
            <NativeSelectField
              label="Site"
              value={String(site.id)}
              onValueChange={(chosen) => {
                mine.pick(Number(chosen));
                setParams({ site: chosen }, { replace: true });
              }}
            >
              {mine.sites.map((place) => (
                <option key={place.id} value={String(place.id)}>
                  {place.name}
                </option>
              ))}
            </NativeSelectField>
          </Box>
        )}
      </Stack>

      {(places.isPending || (open.isPending && siteId !== null)) && <QueryLoading label="Loading the evacuation" />}
      {(places.isError || open.isError) && <QueryError onRetry={() => void (places.isError ? places.refetch() : open.refetch())} />}

      {open.isSuccess && !evacuation && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <EmptyState title="No evacuation under way">Nobody is taking a roll call at {site?.name ?? 'this site'} right now.</EmptyState>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button variant="contained" color="error" size="large" onClick={() => setAsking('start')} disabled={start.isPending}>
              Start evacuation
            </Button>
          </Box>
        </Paper>
      )}

      {evacuation && tally && (
        <>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, display: 'flex', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', alignItems: 'center', borderColor: 'error.main' }}
          >
            <Typography sx={{ fontWeight: 800, color: 'success.dark' }} data-testid="tally-safe">
              Safe {tally.safe}
            </Typography>
            <Typography sx={{ fontWeight: 800, color: 'error.main' }} data-testid="tally-missing">
              Missing {tally.missing}
            </Typography>
            <Typography sx={{ fontWeight: 800 }} data-testid="tally-unaccounted" aria-live="polite">
              Unaccounted {tally.unaccounted}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Stack direction="row" spacing={1} className={NO_PRINT} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<PrintRounded />} onClick={() => window.print()}>
                Print
              </Button>
              <Button variant="contained" color="error" onClick={() => setAsking('end')} disabled={end.isPending}>
                End evacuation
              </Button>
            </Stack>
          </Paper>
          {evacuation.people.length === 0 ? (
            <EmptyState title="Nobody on site">No visitor was checked in at {evacuation.siteName} when the evacuation started.</EmptyState>
          ) : (
            <RollCallPeople
              people={evacuation.people}
              timeZone={evacuation.timeZone}
              saving={saving}
              onMark={(person, value) => mark.mutate({ evacuationId: evacuation.id, personId: person.id, value })}
            />
          )}
        </>
      )}

      {/* Both ask first: a start mails every host, an end closes the roll call for good. */}
      <AskFirstDialog
        open={asking === 'start'}
        title={`Start an evacuation of ${site?.name ?? 'this site'}?`}
        text="Everyone checked in on site goes on the roll call, and each host is mailed the names of their visitors on site."
        confirmLabel="Start evacuation"
        cancelLabel="Cancel"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          start.mutate();
        }}
      />
      <AskFirstDialog
        open={asking === 'end'}
        title="End the evacuation?"
        text={`The roll call closes with ${tally?.unaccounted ?? 0} unaccounted and ${tally?.missing ?? 0} missing, and is kept in the audit log. Marks can no longer change.`}
        confirmLabel="End evacuation"
        cancelLabel="Cancel"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (evacuation) end.mutate(evacuation.id);
        }}
      />
    </Container>
  );
};

export default withMuiTheme(withQueryClient(EvacuationPage));
