import { OpenInNewIcon } from './landing-icons.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

export interface StorySectionProps {
  readonly id: string;
  readonly heading: string;
  readonly statement: string;
  readonly text: string;
  /** Base name of the loop in public/media: `<media>.webm`, `<media>.mp4` and the poster `<media>.jpg`. */
  readonly media: 'mission' | 'vision';
  /** Which side the text sits on from tablet width up; the scrim is darkest behind it. */
  readonly align: 'start' | 'end';
}

/** Autoplay needs the muted property set before the first play, whatever React does with the attribute. */
const keepMuted = (video: HTMLVideoElement | null) => {
  if (video) {
    video.muted = true;
    video.defaultMuted = true;
  }
};

/** A full-width band with a looping background video, a dark scrim and the text over it. */
export const StorySection = ({ id, heading, statement, text, media, align }: StorySectionProps) => {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const poster = `/media/${media}.jpg`;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="vd-story">
      {reducedMotion ? (
        <img src={poster} alt="" aria-hidden className="vd-story__media" />
      ) : (
        <video
          ref={keepMuted}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={poster}
          aria-hidden
          tabIndex={-1}
          className="vd-story__media"
        >
          <source src={`/media/${media}.webm`} type="video/webm" />
          <source src={`/media/${media}.mp4`} type="video/mp4" />
        </video>
      )}
      <div aria-hidden className={`vd-story__scrim vd-story__scrim--${align}`} />
      <div className="vd-container vd-container--lg vd-story__container">
        <div className={`vd-story__text vd-story__text--${align}`}>
          <h2 id={`${id}-title`} className="vd-overline vd-story__heading">
            {heading}
          </h2>
          <p className="vd-story__statement">{statement}</p>
          <p className="vd-story__body">{text}</p>
          <a
            href={runtimeConfig.corporateUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="vd-btn vd-btn--outlined vd-btn--large vd-btn--on-dark vd-story__more"
          >
            Learn More
            <span className="vd-visually-hidden">{` about ${heading.toLowerCase()} (opens in a new tab)`}</span>
            <span className="vd-btn__end">
              <OpenInNewIcon />
            </span>
          </a>
        </div>
      </div>
    </section>
  );
};
