import { PageLayout } from '../../components/page-layout.tsx';
import { LoginChoices } from './login-choices.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** The security desk's sign-in: the same choices as /login (docs/product/roles-and-screens.md SCREEN-04; single sign-on, ID-SSO-01). */
const SecurityLoginPage = () => (
  <PageLayout title="Security Login" subtitle="Security desk staff sign in here with their company e-mail address." maxWidth="sm">
    <LoginChoices />
  </PageLayout>
);

export default withMuiTheme(withQueryClient(SecurityLoginPage));
