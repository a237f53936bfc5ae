import { PageLayout } from '../../components/page-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

const LoginPage = () => (
  <PageLayout title="Login" subtitle="Sign in with your company e-mail address." maxWidth="sm">
    <LoginForm />
  </PageLayout>
);

export default withMuiTheme(withQueryClient(LoginPage));
