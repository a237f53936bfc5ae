import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homePathFor } from '../../app/navigation-rules.ts';
import { HomeIcon, icon } from '../../components/icons.tsx';
import { ShellPage } from '../../components/shell-page.tsx';
import { useAuth } from '../auth/use-auth.ts';

/** Material's TravelExploreRounded. */
const TravelExploreIcon = icon(
  'M19.3 16.9c.58-1.01.95-2.23.51-3.65-.53-1.72-2.04-3.05-3.84-3.22-2.87-.28-5.23 2.07-4.95 4.95.18 1.79 1.5 3.31 3.22 3.84 1.43.44 2.64.07 3.65-.51l2.5 2.5c.39.39 1.01.39 1.4 0s.39-1.01 0-1.4zm-3.8.1c-1.4 0-2.5-1.1-2.5-2.5s1.1-2.5 2.5-2.5 2.5 1.1 2.5 2.5-1.1 2.5-2.5 2.5M12 20v2C6.48 22 2 17.52 2 12S6.48 2 12 2c4.84 0 8.87 3.44 9.8 8h-2.07c-.64-2.46-2.4-4.47-4.73-5.41V5c0 1.1-.9 2-2 2h-2v2c0 .55-.45 1-1 1H8v2h2v3H9l-4.79-4.79C4.08 10.79 4 11.38 4 12c0 4.41 3.59 8 8 8',
);

/** A path no route matches. Plain elements (app/shell.css), like the shell's other pages. */
const NotFoundPage = () => {
  const { pathname } = useLocation();
  const { role } = useAuth();
  return (
    <ShellPage title="Page not found">
      <div className="vd-notice">
        <TravelExploreIcon className="vd-notice__icon" />
        <p>
          There is no page at <code>{pathname}</code>. Check the address, or start again from Home.
        </p>
        <RouterLink to={homePathFor(role)} className="vd-btn vd-btn--contained">
          <span className="vd-btn__start">
            <HomeIcon />
          </span>
          Go to Home
        </RouterLink>
      </div>
    </ShellPage>
  );
};

export default NotFoundPage;
