import { PageLayout } from '../../components/page-layout.tsx';
import { LoginChoices } from './login-choices.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { runtimeConfig, type RuntimeConfig } from '../../lib/runtime-config.ts';

/** The Login page under the installation's sign-in settings (the server's runtime config; a test gives its own). */
export const loginPageWith = (config: Pick<RuntimeConfig, 'sso' | 'passwordForm'>) =>
  withMuiTheme(
    withQueryClient(() => (
      <PageLayout title="Login" subtitle="Sign in with your company e-mail address." maxWidth="sm">
        <LoginChoices config={config} />
      </PageLayout>
    )),
  );

export default loginPageWith(runtimeConfig);
