import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '#contract/messages.ts';
import { homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { HomeIcon, LockPersonIcon } from './icons.tsx';
import { ShellPage } from './shell-page.tsx';

/** A signed-in user on a route their role does not open (docs/product/roles-and-screens.md NAV-02). */
export const NoPermission = () => {
  const { role } = useAuth();
  return (
    <ShellPage title="Access denied">
      <div className="vd-notice vd-notice--roomy">
        <LockPersonIcon className="vd-notice__icon" />
        <p className="vd-notice__strong" data-testid="no-permission">
          {MESSAGES.ui.noPermission}
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
