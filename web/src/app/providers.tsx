import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import type { AuthState } from '../features/auth/auth-state.ts';
import { theme } from './theme.ts';

export const Providers = ({ initialAuth, children }: { readonly initialAuth: AuthState; readonly children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <AuthProvider initialState={initialAuth}>{children}</AuthProvider>
  </ThemeProvider>
);
