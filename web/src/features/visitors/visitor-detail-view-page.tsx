import { useQueryClient } from '@tanstack/react-query';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import HealthAndSafetyRounded from '@mui/icons-material/HealthAndSafetyRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { canManageWatchlist, canUseDesk } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { isCalledOff } from '#contract/visit-state.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { ClearFlagDialogProps } from '../desk/clear-flag-dialog.tsx';
import { VisitorThumbnail } from '../desk/visitor-thumbnail.tsx';
import { isFlagged, visitStatus } from '../desk/desk-visit.ts';
import { WalkInChip } from '../desk/visit-status-chip.tsx';
import { useClearFlag } from '../desk/use-clear-flag.ts';
import { WatchlistChip } from '../desk/watchlist-flag.tsx';
import { PATHS } from '../../app/navigation-rules.ts';
import { useAuth } from '../auth/use-auth.ts';
import { deferred } from '../../components/deferred.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryError, QueryLoading } from '../../components/query-state.tsx';
import { detailViewId } from '../visits-common/detail-view-id.ts';
import { APPROVED } from '../visits-common/visitor-record.ts';
import { useVisitorDetail } from './use-visitor-detail.ts';
import { visitorKeys } from './visitor-keys.ts';
import type { VisitSignaturesProps } from './visit-signatures.tsx';
import { visitorSections, type DetailSection } from './visitor-sections.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { breakAfterAt } from '../../components/break-after-at.ts';
import { ArrowBackRounded } from '../../components/mui-icons.tsx';

/** "Clear flag" (issue 13): the dialog, its call and zod arrive just after the page (it renders nothing while closed). */
const ClearFlagDialog = deferred<ClearFlagDialogProps>(async () => (await import('../desk/clear-flag-dialog.tsx')).ClearFlagDialog, 'clear-flag dialog');

/** Who signed what (issue 31, PRIV-DOCS-05): its call, zod and the list arrive just after the page; nothing shows for a visit without signatures. */
const VisitSignatures = deferred<VisitSignaturesProps>(async () => (await import('./visit-signatures.tsx')).VisitSignatures, 'visit signatures');

const ICONS: Readonly<Record<string, ReactElement>> = {
  Visitor: <PersonRounded />,
  Visit: <EventNoteRounded />,
  Safety: <HealthAndSafetyRounded />,
  Host: <BadgeRounded />,
  Status: <FactCheckRounded />,
};

const SectionCard = ({ section, aside }: { readonly section: DetailSection; readonly aside?: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }} aria-label={section.title}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
      {ICONS[section.title]}
      <Typography variant="h6" component="h2" color="text.primary" sx={{ flex: 1 }}>
        {section.title}
      </Typography>
      {aside}
    </Stack>
    {/* A phone's one column is minmax(0, 1fr): a value wider than the card breaks rather than widen it; beside a label the value's column may take its longest word's width. */}
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(96px, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {section.rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }}>
            {breakAfterAt(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  </Paper>
);

/** The page opened without a visit, or with one the caller may not see: said in words, with the way back to a list. */
const NoVisitor = ({ title, message }: { readonly title: string; readonly message: string }) => {
  const { data: user } = useAuth();
  const desk = canUseDesk({ role: user?.role });
  return (
    <Paper variant="outlined" sx={{ py: { xs: 5, sm: 7 }, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <PersonSearchRounded sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {message}
        </Typography>
        <Button component={RouterLink} to={desk ? PATHS.approvedVisitorDetails : PATHS.myVisits} variant="contained" startIcon={<ArrowBackRounded />}>
          {desk ? 'Back to Approved Visitor Details' : 'Back to My visitors'}
        </Button>
      </Stack>
    </Paper>
  );
};

/** `/VisitorDetailView`: one visitor's whole record, read-only. The id comes in the navigation state (and the address). */
const VisitorDetailViewPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const id = detailViewId(location.state, location.search);
  const detail = useVisitorDetail(id);
  const client = useQueryClient();

  // Keep the id in the address as well, so that a reload or a shared link opens the same visitor.
  const idInAddress = new URLSearchParams(location.search).get('id');
  useEffect(() => {
    if (id !== null && idInAddress !== String(id)) void navigate({ search: `?id=${id}` }, { replace: true, state: location.state as unknown });
  }, [id, idInAddress, navigate, location.state]);

  const visitor = detail.isSuccess ? detail.data : null;
  const failed = id !== null && detail.isError && !detail.isFetching;
  // Unknown, removed or another host's: the server does not tell these apart (nor should the page).
  const notFound = failed && detail.error instanceof ApiError && detail.error.code === 'visit.not_found';
  // Called off by the host (or a walk-in they declined): said beside the approval, which still reads Approved, and
  // a live update says it to a desk that has the page open.
  const ended = visitor !== null && isCalledOff(visitor.visit_state);
  // The badge is the desk's to print (the issue: "from the row's View page"), for a visit that is still on.
  const { data: user } = useAuth();
  const canPrintBadge = canUseDesk({ role: user?.role }) && visitor?.approve_status === APPROVED && !ended;
  // Only answers for those who manage the watchlist say whether a visit is flagged (issue 13).
  const flagged = visitor !== null && isFlagged(visitor);
  const { openClearFlag, dialogKey: clearFlagKey, dialogProps: clearFlagProps } = useClearFlag(
    useCallback((cleared: number) => void client.invalidateQueries({ queryKey: visitorKeys.detail(cleared) }), [client]),
  );

  return (
    <PageLayout
      title="Visitor Detail View"
      subtitle={visitor ? `${visitor.name} · ${visitor.date_of_visit} at ${visitor.time_of_visit}` : undefined}
      maxWidth="lg"
      paper={false}
      actions={
        visitor && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {flagged && <WatchlistChip size="medium" />}
            {visitor.walk_in && <WalkInChip size="medium" />}
            <Chip label={visitor.approve_status} color={visitor.approve_status === APPROVED ? 'success' : 'warning'} />
            {ended && <Chip label={visitStatus(visitor, visitor.site_time_zone).label} color="error" variant="outlined" />}
            {visitor.check_out ? <Chip label="Checked out" /> : visitor.check_in ? <Chip label="Checked in" color="info" /> : null}
            {canPrintBadge && (
              <Button component={RouterLink} to={`${PATHS.visitorBadge}?id=${visitor.id}`} variant="outlined" size="small" startIcon={<PrintRounded />}>
                Print badge
              </Button>
            )}
          </Stack>
        )
      }
    >
      {id === null && <NoVisitor title={MESSAGES.detailView.noVisitTitle} message={MESSAGES.detailView.noVisit} />}
      {notFound && <NoVisitor title={MESSAGES.detailView.notFoundTitle} message={MESSAGES.detailView.notFound} />}
      {failed && !notFound && <QueryError onRetry={() => void detail.refetch()} />}
      {id !== null && !failed && !visitor && <QueryLoading label="Loading the visitor" />}
      {visitor && flagged && (
        <Alert
          severity="error"
          sx={{ mb: { xs: 2, sm: 2.5 }, alignItems: 'center' }}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={() => openClearFlag(visitor)} sx={{ whiteSpace: 'nowrap' }}>
              Clear flag
            </Button>
          }
        >
          {MESSAGES.watchlist.visitFlagged}
        </Alert>
      )}
      {visitor && (
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          {visitorSections(visitor, visitor.site_time_zone).map((section) => (
            <Grid key={section.title} size={{ xs: 12, md: section.title === 'Visitor' || section.title === 'Visit' ? 6 : 4 }}>
              <SectionCard section={section} aside={section.title === 'Visitor' ? <VisitorThumbnail visit={visitor} size={72} /> : undefined} />
            </Grid>
          ))}
        </Grid>
      )}
      {visitor && <VisitSignatures visitId={visitor.id} timeZone={visitor.site_time_zone} />}
      {canManageWatchlist({ role: user?.role }) && <ClearFlagDialog key={clearFlagKey} {...clearFlagProps} />}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(VisitorDetailViewPage));
