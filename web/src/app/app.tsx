import { RouterProvider } from 'react-router-dom';
import type { AuthState } from '../features/auth/auth-state.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

/** `initialAuth`: the sign-in restored from this tab's storage (auth-storage.ts), or signed out. */
export const App = ({ initialAuth }: { readonly initialAuth: AuthState }) => (
  <Providers initialAuth={initialAuth}>
    <RouterProvider router={router} />
  </Providers>
);
