import { PageLayout } from '../../components/page-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** The security desk's sign-in: the same form as /login (docs/product/roles-and-screens.md SCREEN-04). */
const SecurityLoginPage = () => (
  <PageLayout title="Security Login" subtitle="Security desk staff sign in here with their company e-mail address." maxWidth="sm">
    <LoginForm />
  </PageLayout>
);

export default withMuiTheme(withQueryClient(SecurityLoginPage));
