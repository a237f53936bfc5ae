import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Header } from '../components/header.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { useChunkLoading } from './chunk-loading.ts';
import { showsHeader } from './navigation-rules.ts';

/** Every page: the header where the rules want it, then the page, with the loading screen while its code arrives. */
export const AppLayout = () => {
  const { pathname } = useLocation();
  const loadingPage = useChunkLoading();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {loadingPage && (
        <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }} />
      )}
      {showsHeader(pathname) && <Header />}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      <ScrollRestoration />
    </Box>
  );
};
