import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PATHS, homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { HomeIcon, LoginIcon, LogoutIcon } from './icons.tsx';

/**
 * Logo, Home, and Login or Logout (docs/product/roles-and-screens.md NAV-05 and NAV-06). Plain elements styled by
 * app/shell.css, so that every page can show it without loading MUI.
 */
export const Header = () => {
  const { isAuthenticated, role, logout, state } = useAuth();
  const navigate = useNavigate();
  const home = homePathFor(role);

  const signOut = () => {
    logout();
    void navigate(PATHS.login, { replace: true });
  };

  return (
    <header className="vd-header">
      <div className="vd-header__inner">
        <div className="vd-header__bar">
          <RouterLink to={home} aria-label="Visitor Desk, home" className="vd-header__home">
            <img src="/logo.svg" alt="Visitor Desk" className="vd-header__logo" />
          </RouterLink>
          <nav aria-label="Main" className="vd-header__nav">
            <RouterLink to={home} className="vd-btn">
              <span className="vd-btn__start">
                <HomeIcon />
              </span>
              Home
            </RouterLink>
            {/* While the tab asks the server who it is, neither: Login would flash before Logout. */}
            {state.lookup === 'asking' ? null : isAuthenticated ? (
              <button type="button" onClick={signOut} className="vd-btn vd-btn--outlined">
                <span className="vd-btn__start">
                  <LogoutIcon />
                </span>
                Logout
              </button>
            ) : (
              <RouterLink to={PATHS.login} className="vd-btn vd-btn--contained">
                <span className="vd-btn__start">
                  <LoginIcon />
                </span>
                Login
              </RouterLink>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
};
