import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const SecurityLoginPage = () => (
  <PageLayout title="Security Login" maxWidth="sm">
    <Typography>Security desk staff sign in here with their company e-mail address and password.</Typography>
  </PageLayout>
);

export default SecurityLoginPage;
