import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const RegistrationPage = () => (
  <PageLayout title="Employee Registration" maxWidth="sm">
    <Typography>Register with your company e-mail address; your reporting manager approves your account.</Typography>
  </PageLayout>
);

export default RegistrationPage;
