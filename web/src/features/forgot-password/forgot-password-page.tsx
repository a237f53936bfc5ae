import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const ForgotPasswordPage = () => (
  <PageLayout title="Forgot Password" maxWidth="sm">
    <Typography>Set a new password with a one-time code sent to your company e-mail address.</Typography>
  </PageLayout>
);

export default ForgotPasswordPage;
