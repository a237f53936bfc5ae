import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../app/navigation-rules.ts';
import { ArrowForwardIcon } from './landing-icons.tsx';
import { PassPreview } from './pass-preview.tsx';

export const HeroSection = () => (
  <section aria-labelledby="hero-title" className="vd-hero">
    <div className="vd-container vd-container--lg vd-hero__container">
      <div className="vd-hero__grid">
        <div className="vd-hero__text">
          <p className="vd-overline">Visitor management for your site</p>
          <h1 id="hero-title" className="vd-hero__title">
            Welcome to <span className="vd-nowrap">Visitor Desk</span>
          </h1>
          <p className="vd-hero__lead">
            Invite visitors, approve them in a click and check them in at the desk: one calm place for every guest on
            your site.
          </p>
          <div className="vd-hero__actions">
            <RouterLink to={PATHS.registration} className="vd-btn vd-btn--contained vd-btn--secondary vd-btn--large">
              Register as an employee
              <span className="vd-btn__end">
                <ArrowForwardIcon />
              </span>
            </RouterLink>
            <RouterLink to={PATHS.login} className="vd-btn vd-btn--outlined vd-btn--large vd-btn--on-dark">
              Login
            </RouterLink>
          </div>
          <p className="vd-hero__desk">
            Security desk? <RouterLink to={PATHS.securityLogin}>Sign in here</RouterLink>
          </p>
        </div>
        <div className="vd-hero__art">
          <PassPreview />
        </div>
      </div>
    </div>
  </section>
);
