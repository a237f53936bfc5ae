import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ErrorCode } from '#contract/error-codes.ts';
import { fill, MESSAGES } from '#contract/messages.ts';
import { SSO_ERROR_PARAM, SSO_RETURN_PARAM } from '#contract/sso.ts';
import { isLoginRedirectState } from '../../components/route-guard.tsx';
import { runtimeConfig, type RuntimeConfig } from '../../lib/runtime-config.ts';
import { LoginForm } from './login-form.tsx';

/**
 * Why single sign-on sent the browser back here, from the code in the address (only a code the product
 * has). The table of codes is loaded only then: the Login page's weight (bench/bundle-budget.ts).
 */
const useSsoFailure = (search: string): string | null => {
  const code = new URLSearchParams(search).get(SSO_ERROR_PARAM);
  const [said, setSaid] = useState<{ code: string; message: string | null } | null>(null);
  useEffect(() => {
    if (code === null) return undefined;
    let current = true;
    void import('#contract/error-codes.ts').then(({ ERROR_CODES, messageOf }) => {
      if (current) setSaid({ code, message: (ERROR_CODES as readonly string[]).includes(code) ? messageOf(code as ErrorCode) : null });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return said !== null && said.code === code ? said.message : null;
};

/**
 * The ways to sign in on /login: "Sign in with <company>" when single sign-on is set up (issue 32,
 * docs/product/identity.md ID-SSO), beside the product's own form, which the installation may hide
 * (`VMS_OIDC_PASSWORD_FORM=off`). A sign-in the provider or the server refused lands here with its code.
 */
export const LoginChoices = ({ config = runtimeConfig }: { config?: Pick<RuntimeConfig, 'sso' | 'passwordForm'> }) => {
  const location = useLocation();
  const failure = useSsoFailure(location.search);
  const { sso } = config;
  // The page a guard sent here from (a deep link from a mail): single sign-on returns there (the server keeps only a path of this site).
  const state: unknown = location.state;
  const ssoHref = sso && isLoginRedirectState(state) ? `${sso.loginPath}?${SSO_RETURN_PARAM}=${encodeURIComponent(state.from)}` : sso?.loginPath;
  return (
    <Stack spacing={2.5}>
      {failure && (
        // Drawn like MUI's error Alert without loading it (the login page's weight, bench/bundle-budget.ts).
        <Typography
          role="alert"
          data-testid="sso-failure"
          variant="body2"
          sx={{ px: 2, py: 1.5, borderRadius: 1.5, bgcolor: '#FDEDED', color: '#5F2120', border: 1, borderColor: '#F5C2C0' }}
        >
          {failure}
        </Typography>
      )}
      {sso && (
        <Button href={ssoHref} variant="outlined" size="large" sx={{ py: 1.4 }}>
          {fill(MESSAGES.sso.button, { name: sso.name })}
        </Button>
      )}
      {sso && config.passwordForm && (
        // A word, not MUI's Divider: the login page's weight (bench/bundle-budget.ts).
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          or
        </Typography>
      )}
      {(config.passwordForm || !sso) && <LoginForm />}
    </Stack>
  );
};
