import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { theme } from './theme.ts';

export const Providers = ({ children }: { readonly children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <AuthProvider>{children}</AuthProvider>
  </ThemeProvider>
);
