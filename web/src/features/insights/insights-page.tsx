import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { InsightChart, InsightPeriod, InsightsAnswer } from '#contract/api/insight-answers.ts';
import { seesInsightsOfEveryVisit, seesInsightsOfSiteVisits } from '#contract/capabilities.ts';
import { formatVisitDate } from '#contract/site-calendar.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ToggleChoice } from '../../components/toggle-choice.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { insightsCsvUrl } from './insights-api.ts';
import { chartTexts, type ChartText } from './insights-model.ts';
import { useInsights } from './use-insights.ts';
import { InsightsSitePicker } from './insights-site-picker.tsx';
import { useSitePick } from '../visits-common/use-site-pick.ts';
import { RefreshRounded } from '../../components/mui-icons.tsx';

/** The chart's numbers as a table: its text alternative, folded away until asked for. */
const NumbersTable = ({ chart, text }: { readonly chart: InsightChart; readonly text: ChartText }) => (
  <Accordion disableGutters elevation={0} sx={{ border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
    <AccordionSummary expandIcon={<ExpandMoreRounded />} aria-controls={`${chart}-numbers`} id={`${chart}-numbers-toggle`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Show the numbers
      </Typography>
    </AccordionSummary>
    <AccordionDetails id={`${chart}-numbers`} sx={{ p: 0 }}>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={`${text.title}: the numbers`}>
          <TableHead>
            <TableRow>
              {text.columns.map((column, i) => (
                <TableCell key={column} align={i === 0 ? 'left' : 'right'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {text.rows.map((row) => (
              <TableRow key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={i} align="right">
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </AccordionDetails>
  </Accordion>
);

/**
 * The charts' code (@mui/x-charts with the d3 modules it bundles, about 100 KB gzipped) is fetched when
 * the page first renders, not with the page: the headlines, summaries, number tables and CSV links are
 * usable at once, and each picture appears when the library has arrived (bench/bundle-budget.ts counts
 * what a route loads before it is interactive).
 */
const InsightChartView = deferred<{ readonly chart: InsightChart; readonly answer: InsightsAnswer }>(
  async () => (await import('./insight-charts.tsx')).InsightChartView,
  'chart',
);

const ChartCard = ({ chart, text, answer, days, site }: { readonly chart: InsightChart; readonly text: ChartText; readonly answer: InsightsAnswer; readonly days: InsightPeriod; readonly site: number | null }) => {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} data-chart={chart} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {text.title}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, lineHeight: 1.2, overflowWrap: 'break-word' }} data-testid={`${chart}-headline`}>
            {text.headline}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" startIcon={<DownloadRounded />} href={insightsCsvUrl(days, chart, site)} download aria-label={`Download CSV: ${text.title}`} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          CSV
        </Button>
      </Stack>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {text.summary}
      </Typography>
      <Box role="img" aria-labelledby={titleId} aria-describedby={summaryId} sx={{ minWidth: 0, flex: 1, minHeight: 160 }}>
        <InsightChartView chart={chart} answer={answer} />
      </Box>
      <NumbersTable chart={chart} text={text} />
    </Paper>
  );
};

const PERIODS: readonly { readonly value: InsightPeriod; readonly label: string }[] = [
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
];

/** The cards in the page's order: the daily charts across the page, the others two a row on wide screens. */
const ORDER: readonly InsightChart[] = ['visits-per-day', 'visitor-types', 'arrival-hours', 'time-on-site', 'busiest-hosts', 'no-shows'];
const WIDE = new Set<InsightChart>(['visits-per-day', 'no-shows']);

/**
 * `/Insights` (issue 12): visits per day, visitor types, arrival hours, time on site, no-shows and the
 * busiest hosts over the last 30 or 90 days, as charts with their numbers (a table and a CSV each).
 * Admins see every visit, managers their direct reports' and their own; the server decides which.
 */
const InsightsPage = () => {
  const { data: user } = useAuth();
  const [days, setDays] = useState<InsightPeriod>(30);
  // The site the user last picked (remembered for them), else all their sites (issue 30); the picker shows only where there are several.
  const sites = useSitePick('figures');
  const site = sites.site?.id ?? null;
  // The figures wait for the sites, so that a remembered site is read first, not after every site's.
  const insights = useInsights(days, site, sites.settled);
  const answer = insights.data;
  const loading = insights.isFetching;
  const reload = () => void insights.refetch();
  const texts = answer ? chartTexts(answer) : null;
  const whose = !user ? '' : seesInsightsOfEveryVisit(user) ? 'Every visit' : seesInsightsOfSiteVisits(user) ? 'Every visit of your sites' : 'Visits hosted by your direct reports and by you';

  return (
    <PageLayout
      title="Insights"
      maxWidth="lg"
      paper={false}
      subtitle={answer ? `${whose}, ${formatVisitDate(answer.from)} to ${formatVisitDate(answer.to)} (the site's dates and hours).` : `${whose}.`}
      actions={
        <>
          <InsightsSitePicker sites={sites.sites} site={site} onChange={sites.pick} allLabel={user && seesInsightsOfSiteVisits(user) ? 'All my sites' : 'All sites'} />
          <ToggleChoice
            size="small"
            value={days}
            options={PERIODS}
            onChange={setDays}
            aria-label="Period"
            sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          />
          <Button variant="outlined" startIcon={loading ? <CircularProgress size={16} aria-hidden /> : <RefreshRounded />} onClick={reload} disabled={loading}>
            Refresh
          </Button>
        </>
      }
    >
      {insights.isPending && <QueryLoading label="Loading insights" />}
      {insights.isError && !loading && <QueryError onRetry={reload} />}
      {answer && texts && (
        <Grid container spacing={{ xs: 1.5, sm: 2.5 }} aria-busy={loading}>
          {ORDER.map((chart) => (
            <Grid key={chart} size={{ xs: 12, md: WIDE.has(chart) ? 12 : 6 }}>
              <ChartCard chart={chart} text={texts[chart]} answer={answer} days={days} site={site} />
            </Grid>
          ))}
        </Grid>
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(InsightsPage));
