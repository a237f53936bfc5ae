import AddCardRounded from '@mui/icons-material/AddCardRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Grid from '@mui/material/Grid';
import { lazy, Suspense } from 'react';
import { canHostVisitors, canManageWatchlist, canUseDesk } from '#contract/capabilities.ts';
import { HOST_LIST_TITLES } from '../../app/host-list-titles.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { CountsError, DeskCounts, HostCounts } from './count-tiles.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { DeskCards } from './desk-cards.tsx';
import { useCountsState } from './use-counts-state.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** The Withdraw button of the consent given at registration (issue 31): its own chunk, loaded after the dashboard. */
const MyConsentCard = lazy(() => import('../../components/consent/my-consent-card.tsx'));
/** A host's own Slack or Teams (issue 32): its own chunk too. */
const MyChatCard = lazy(() => import('../../components/chat/my-chat-card.tsx'));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Employee Dashboard (docs/product/roles-and-screens.md SCREEN-07), for employees, managers and admins: their own
 * numbers, each a link to its list; the description's four cards, with red badges for the visitors
 * and employees waiting for their approval; for an admin also the desk's numbers and screens.
 */
const EmployeeDashboardPage = () => {
  const { data, role } = useAuth();
  const actor = { role };
  const counts = useCountsState(canUseDesk(actor));
  const visitorsWaiting = counts.data?.host?.awaitingApproval ?? 0;
  const employeesWaiting = counts.data?.employeesAwaitingApproval ?? 0;
  const desk = canUseDesk(actor);
  return (
    <PageLayout title="Employee Dashboard" subtitle={data ? `Welcome, ${data.emp_name}` : undefined} paper={false}>
      <CountsError counts={counts} />
      <HostCounts counts={counts} />
      {desk && <DeskCounts counts={counts} withFlagged={canManageWatchlist(actor)} />}
      <Grid container spacing={{ xs: 1.5, sm: 2.5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.visitorPassForm} title="Create Visitor Pass" description="Invite a visitor and e-mail them the details form." icon={<AddCardRounded />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.myVisits} title="View Visitor Pass" description={`${HOST_LIST_TITLES.myVisitors}: every visit you host, today, upcoming and past.`} icon={<BadgeRounded />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.visitorView}
            title="Visitor Approval"
            description="Approve visitors who have sent their details."
            icon={<FactCheckRounded />}
            badge={visitorsWaiting}
            badgeLabel={`${plural(visitorsWaiting, 'visitor', 'visitors')} waiting`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.approveUser}
            title="Approve"
            description="Approve employees who registered with you as their manager."
            icon={<HowToRegRounded />}
            badge={employeesWaiting}
            badgeLabel={`${plural(employeesWaiting, 'employee', 'employees')} waiting`}
          />
        </Grid>
        <DeskCards actor={actor} />
      </Grid>
      {canHostVisitors(actor) && (
        <Suspense fallback={null}>
          <MyChatCard />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <MyConsentCard />
      </Suspense>
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(EmployeeDashboardPage));
