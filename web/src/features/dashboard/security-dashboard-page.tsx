import AddCardRounded from '@mui/icons-material/AddCardRounded';
import Grid from '@mui/material/Grid';
import { canManageWatchlist } from '#contract/capabilities.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { CountsError, DeskCounts } from './count-tiles.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { DeskCards } from './desk-cards.tsx';
import { useCountsState } from './use-counts-state.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/**
 * Security Dashboard (docs/product/roles-and-screens.md SCREEN-08): the desk's starting point. Today's numbers, each a
 * link to its list (the roll call for on site), then Create Visitor Pass and the desk's screens.
 */
const SecurityDashboardPage = () => {
  const { data, role } = useAuth();
  const counts = useCountsState(true);
  return (
    <PageLayout title="Security Dashboard" subtitle={data ? `Welcome, ${data.emp_name}` : undefined} paper={false}>
      <CountsError counts={counts} />
      <DeskCounts counts={counts} withFlagged={canManageWatchlist({ role })} />
      <Grid container spacing={{ xs: 1.5, sm: 2.5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.visitorPassForm} title="Create Visitor Pass" description="Create a pass on behalf of an employee." icon={<AddCardRounded />} />
        </Grid>
        <DeskCards actor={{ role }} />
      </Grid>
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(SecurityDashboardPage));
