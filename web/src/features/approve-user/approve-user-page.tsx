import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const ApproveUserPage = () => (
  <PageLayout title="Approve User" maxWidth="lg">
    <Typography>Employees who registered with you as their reporting manager wait here for approval.</Typography>
  </PageLayout>
);

export default ApproveUserPage;
