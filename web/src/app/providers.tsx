import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import type { AuthState } from '../features/auth/auth-state.ts';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './shell.css';

/**
 * The shell's providers. No MUI theme here: the shell and the landing page are styled by shell.css;
 * every page built with MUI takes the theme itself (mui-theme.tsx), so that MUI loads with those
 * pages only.
 */
export const Providers = ({ initialAuth, children }: { readonly initialAuth: AuthState; readonly children: ReactNode }) => (
  <AuthProvider initialState={initialAuth}>{children}</AuthProvider>
);
