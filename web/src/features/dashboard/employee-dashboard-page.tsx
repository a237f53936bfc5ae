import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const EmployeeDashboardPage = () => (
  <PageLayout title="Employee Dashboard">
    <Typography>Create visitor passes, approve your visitors and approve the employees who report to you.</Typography>
  </PageLayout>
);

export default EmployeeDashboardPage;
