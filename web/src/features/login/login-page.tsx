import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const LoginPage = () => (
  <PageLayout title="Login" maxWidth="sm">
    <Typography>Sign in with your company e-mail address and password.</Typography>
  </PageLayout>
);

export default LoginPage;
