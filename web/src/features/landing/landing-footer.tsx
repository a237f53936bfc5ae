import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../app/navigation-rules.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';

const YEAR = new Date().getFullYear();

export const LandingFooter = () => (
  <footer className="vd-footer">
    <div className="vd-container vd-container--lg vd-footer__container">
      <div className="vd-footer__row">
        <div>
          <img src="/logo.svg" alt="Visitor Desk" className="vd-footer__logo" />
          <p className="vd-body2 vd-footer__tagline">Visitor passes, host approvals and the security desk in one place.</p>
        </div>
        <nav aria-label="Footer" className="vd-footer__nav">
          <RouterLink to={PATHS.registration} className="vd-link">
            Register
          </RouterLink>
          <RouterLink to={PATHS.login} className="vd-link">
            Login
          </RouterLink>
          <RouterLink to={PATHS.securityLogin} className="vd-link">
            Security login
          </RouterLink>
          <a href={runtimeConfig.corporateUrl} target="_blank" rel="noopener noreferrer" className="vd-link">
            Corporate site
          </a>
        </nav>
      </div>
      <p className="vd-body2 vd-footer__copyright">© {YEAR} Visitor Desk. All rights reserved.</p>
    </div>
  </footer>
);
