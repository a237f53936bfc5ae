import AddCardRounded from '@mui/icons-material/AddCardRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Grid from '@mui/material/Grid';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { usePendingEmployees } from '../approve-user/use-pending-employees.ts';
import { useAuth } from '../auth/use-auth.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** Employee Dashboard (product-spec.md section 2), for employees, managers and admins. */
const EmployeeDashboardPage = () => {
  const { data } = useAuth();
  const { rows } = usePendingEmployees(data?.emp_email ?? null);
  const pending = rows?.filter((row) => row.userstatus !== 'Approved').length ?? 0;
  return (
    <PageLayout title="Employee Dashboard" subtitle={data ? `Welcome, ${data.emp_name}` : undefined} paper={false}>
      <Grid container spacing={{ xs: 1.5, sm: 2.5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.visitorPassForm} title="Create Visitor Pass" description="Invite a visitor and e-mail them the details form." icon={<AddCardRounded />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.visitorDetails} title="View Visitor Pass" description="Your visitors: today, upcoming and past." icon={<BadgeRounded />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.visitorView} title="Visitor Approval" description="Approve visitors who have sent their details." icon={<FactCheckRounded />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.approveUser}
            title="Approve"
            description="Approve employees who registered with you as their manager."
            icon={<HowToRegRounded />}
            badge={pending}
            badgeLabel={`${pending} ${pending === 1 ? 'employee' : 'employees'} waiting`}
          />
        </Grid>
      </Grid>
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(EmployeeDashboardPage));
