import type { ReactNode } from 'react';
import { BadgeIcon, HowToRegIcon, VerifiedUserIcon } from './landing-icons.tsx';

const HIGHLIGHTS: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <BadgeIcon />,
    title: 'Passes in a minute',
    text: "Enter the visitor's phone, date and time; they receive a link to fill in their own details.",
  },
  {
    icon: <VerifiedUserIcon />,
    title: 'Approvals you control',
    text: 'Hosts approve their visitors and managers approve new colleagues, each with one click.',
  },
  {
    icon: <HowToRegIcon />,
    title: 'A calm front desk',
    text: "Security sees who is expected today, records arrival and departure, and takes the visitor's photo.",
  },
];

export const HighlightsSection = () => (
  <section aria-label="What Visitor Desk does" className="vd-highlights">
    <div className="vd-container vd-container--lg">
      <div className="vd-highlights__grid">
        {HIGHLIGHTS.map(({ icon, title, text }) => (
          <div key={title} className="vd-highlights__item">
            <div className="vd-paper vd-highlights__card">
              <div aria-hidden className="vd-highlights__icon">
                {icon}
              </div>
              <h2 className="vd-highlights__title">{title}</h2>
              <p className="vd-highlights__text">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </div>
  </section>
);
