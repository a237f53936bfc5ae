import AddCardRounded from '@mui/icons-material/AddCardRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Grid from '@mui/material/Grid';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';

/** Security Dashboard (product-spec.md section 2): the desk's starting point, and the roll call one click away. */
const SecurityDashboardPage = () => {
  const { data } = useAuth();
  return (
    <PageLayout title="Security Dashboard" subtitle={data ? `Welcome, ${data.emp_name}` : undefined} paper={false}>
      <Grid container spacing={{ xs: 1.5, sm: 2.5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.visitorPassForm}
            title="Create Visitor Pass"
            description="Create a pass on behalf of an employee."
            icon={<AddCardRounded />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.approvedVisitorDetails}
            title="View Visitor Details"
            description="Approved visitors: check in, check out and photos."
            icon={<ManageSearchRounded />}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <DashboardCard
            to={PATHS.onSite}
            title="On Site Now"
            description="Everyone checked in and not yet out: the roll call for an evacuation, with a CSV download."
            icon={<PeopleAltRounded />}
          />
        </Grid>
      </Grid>
    </PageLayout>
  );
};

export default withMuiTheme(SecurityDashboardPage);
