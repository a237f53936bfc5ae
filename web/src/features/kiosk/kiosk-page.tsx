import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { canStartKiosk } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { PATHS } from '../../app/navigation-rules.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { NoPermission } from '../../components/no-permission.tsx';
import { QueryError, QueryLoading } from '../../components/query-state.tsx';
import type { LoginRedirectState } from '../../components/route-guard.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { useServerAuth } from '../auth/use-auth.ts';
import { fetchKioskSelf } from './kiosk-api.ts';
import { KioskApp } from './kiosk-app.tsx';
import { forgetKiosk, wasKiosk } from './kiosk-device.ts';
import { kioskFailureOf } from './kiosk-errors.ts';
import { KioskButton, KioskFrame, KioskHeading } from './kiosk-frame.tsx';
import { kioskKeys } from './kiosk-keys.ts';
import { StartKioskForm } from './start-kiosk-form.tsx';
import { LoginRounded } from '../../components/mui-icons.tsx';

const TO_KIOSK: LoginRedirectState = { from: PATHS.kiosk };

/** A kiosk that was signed out (an admin revoked it): it says so until security starts it again. */
const SignedOut = ({ onStartAgain }: { readonly onStartAgain: () => void }) => (
  <KioskFrame>
    <KioskHeading title="This kiosk is signed out" />
    <Stack spacing={4} sx={{ alignItems: 'center' }}>
      <Alert severity="info" sx={{ fontSize: '1.3rem', maxWidth: 720 }}>
        {MESSAGES.kiosk.signedOut}
      </Alert>
      <KioskButton variant="outlined" startIcon={<LoginRounded />} onClick={onStartAgain}>
        Sign in to start it again
      </KioskButton>
    </Stack>
  </KioskFrame>
);

/**
 * `/kiosk`. A kiosk device (its cookie: GET /api/kiosk/me answers) shows the kiosk. Otherwise: a kiosk
 * that was signed out says so; a signed-in security user or admin may start this device as a kiosk;
 * anyone else signs in at /SecurityLogin first, and comes back here.
 */
const KioskPage = () => {
  const client = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);
  const [revoked, setRevoked] = useState(wasKiosk);
  // Asked again every little while as long as the device is a kiosk: a kiosk an admin revoked (or whose
  // starter was disabled) learns it without waiting for a visitor's tap, and leaves its screen.
  const self = useQuery({
    queryKey: kioskKeys.self(),
    queryFn: ({ signal }) => fetchKioskSelf(signal),
    enabled: !signedOut,
    // Once refused, nothing more to ask: the page shows "signed out" (below).
    refetchInterval: (query) =>
      query.state.data === undefined || (query.state.status === 'error' && kioskFailureOf(query.state.error).kind === 'signed-out') ? false : runtimeConfig.kioskStatusPollMs,
    refetchIntervalInBackground: true,
  });
  const stopKiosk = useCallback(() => {
    client.removeQueries({ queryKey: kioskKeys.all });
    setRevoked(true);
    setSignedOut(true);
  }, [client]);
  const refused = self.isError && kioskFailureOf(self.error).kind === 'signed-out';
  // A kiosk at work that is refused now was stopped (it says so, as after a refused tap); any other failure
  // of the check (the network) leaves the visitor's turn as it is, and the next check asks again.
  const stoppedNow = refused && self.data !== undefined;

  const notAKiosk = signedOut || refused;
  // Not a kiosk: whether a user is signed in decides, which a new tab asks the server (a kiosk never does).
  const { isAuthenticated, role, unknown } = useServerAuth(notAKiosk ? 'always' : 'never');
  if (self.data !== undefined && !notAKiosk) return <KioskApp kiosk={self.data} onSignedOut={stopKiosk} />;
  if (notAKiosk) {
    if (revoked || stoppedNow) {
      return (
        <SignedOut
          onStartAgain={() => {
            forgetKiosk();
            client.removeQueries({ queryKey: kioskKeys.all });
            setRevoked(false);
            setSignedOut(true);
          }}
        />
      );
    }
    if (unknown) return <LoadingScreen />;
    if (!isAuthenticated) return <Navigate to={PATHS.securityLogin} replace state={TO_KIOSK} />;
    if (!canStartKiosk({ role })) return <NoPermission />;
    return (
      <KioskFrame>
        <KioskHeading title="Start this device as a kiosk" subtitle="For the tablet at reception." />
        <StartKioskForm role={role} />
      </KioskFrame>
    );
  }
  return (
    <KioskFrame>
      {self.isError ? (
        <QueryError onRetry={() => void self.refetch()} message={self.error instanceof ApiError ? self.error.message : MESSAGES.http.unavailable} />
      ) : (
        <QueryLoading label="Starting the kiosk" />
      )}
    </KioskFrame>
  );
};

export default withMuiTheme(withQueryClient(KioskPage));
