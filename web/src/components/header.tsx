import HomeRounded from '@mui/icons-material/HomeRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PATHS, homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';

/** Logo, Home, and Login or Logout (product-spec.md sections 2 and 6). */
export const Header = () => {
  const { isAuthenticated, role, logout } = useAuth();
  const navigate = useNavigate();
  const home = homePathFor(role);

  const signOut = () => {
    logout();
    void navigate(PATHS.login, { replace: true });
  };

  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{ bgcolor: 'rgba(255, 255, 255, 0.94)', backdropFilter: 'saturate(180%) blur(10px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 68 }, px: { xs: 1.5, sm: 3 } }}>
          <Box
            component={RouterLink}
            to={home}
            aria-label="Visitor Desk, home"
            sx={{ display: 'flex', alignItems: 'center', mr: 'auto', borderRadius: 1, '&:focus-visible': { outline: 2, outlineOffset: 4 } }}
          >
            <Box component="img" src="/logo.svg" alt="Visitor Desk" sx={{ height: { xs: 28, sm: 34 }, width: 'auto', display: 'block' }} />
          </Box>
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} component="nav" aria-label="Main">
            <Button component={RouterLink} to={home} startIcon={<HomeRounded />} color="primary" sx={{ px: { xs: 1.25, sm: 2 } }}>
              Home
            </Button>
            {isAuthenticated ? (
              <Button onClick={signOut} variant="outlined" startIcon={<LogoutRounded />} sx={{ px: { xs: 1.25, sm: 2 } }}>
                Logout
              </Button>
            ) : (
              <Button component={RouterLink} to={PATHS.login} variant="contained" startIcon={<LoginRounded />} sx={{ px: { xs: 1.25, sm: 2 } }}>
                Login
              </Button>
            )}
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
};
