import { HeroSection } from './hero-section.tsx';
import { HighlightsSection } from './highlights-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { StorySection } from './story-section.tsx';
import './landing.css';

/** The first page every visitor and new employee opens: plain elements (landing.css), no MUI. */
const LandingPage = () => (
  <div className="vd-landing">
    <title>Visitor Desk</title>
    <HeroSection />
    <HighlightsSection />
    <StorySection
      id="mission"
      heading="Our Mission"
      statement="Every visit safe, simple and welcoming."
      text="We help teams welcome guests quickly while keeping every site secure, with a clear record from the first invitation to the moment a visitor leaves."
      media="mission"
      align="start"
    />
    <StorySection
      id="vision"
      heading="Our Vision"
      statement="Workplaces that open their doors with confidence."
      text="A front desk where hosts, security and visitors share one picture of the day, so that people spend their time on the visit, not on the paperwork."
      media="vision"
      align="end"
    />
    <div className="vd-landing__spacer" />
    <LandingFooter />
  </div>
);

export default LandingPage;
