import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const SecurityDashboardPage = () => (
  <PageLayout title="Security Dashboard">
    <Typography>Create visitor passes for employees and manage today's visitors at the desk.</Typography>
  </PageLayout>
);

export default SecurityDashboardPage;
