import { BrowserRouter } from 'react-router-dom';
import type { AuthState } from '../features/auth/auth-state.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** `initialAuth`: the sign-in restored from this tab's storage (auth-storage.ts), or signed out. */
export const App = ({ initialAuth }: { readonly initialAuth: AuthState }) => (
  <Providers initialAuth={initialAuth}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </Providers>
);
