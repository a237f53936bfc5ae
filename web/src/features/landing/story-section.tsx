import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BRAND } from '../../app/theme.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';

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

const COVER = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;
const SCRIM = 'rgba(6, 18, 36, 0.9)';
const SCRIM_SOFT = 'rgba(6, 18, 36, 0.3)';

/** Autoplay needs the muted property set before the first play, whatever React does with the attribute. */
const keepMuted = (video: HTMLVideoElement | null) => {
  if (video) {
    video.muted = true;
    video.defaultMuted = true;
  }
};

/** A full-width band with a looping background video, a dark scrim and the text over it. */
export const StorySection = ({ id, heading, statement, text, media, align }: StorySectionProps) => {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const poster = `/media/${media}.jpg`;
  const side = align === 'start' ? '90deg' : '270deg';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ position: 'relative', overflow: 'hidden', color: 'common.white', bgcolor: BRAND.navy, isolation: 'isolate' }}
    >
      {reducedMotion ? (
        <Box component="img" src={poster} alt="" aria-hidden sx={COVER} />
      ) : (
        <Box
          component="video"
          ref={keepMuted}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={poster}
          aria-hidden
          tabIndex={-1}
          sx={COVER}
        >
          <source src={`/media/${media}.webm`} type="video/webm" />
          <source src={`/media/${media}.mp4`} type="video/mp4" />
        </Box>
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: `linear-gradient(180deg, rgba(6, 18, 36, 0.4) 0%, rgba(6, 18, 36, 0.82) 55%, ${SCRIM} 100%)`,
            sm: `linear-gradient(${side}, ${SCRIM} 0%, rgba(6, 18, 36, 0.72) 45%, ${SCRIM_SOFT} 100%)`,
          },
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 9, md: 14 } }}>
        <Box sx={{ maxWidth: 560, ml: align === 'end' ? { sm: 'auto' } : 0 }}>
          <Typography id={`${id}-title`} variant="overline" component="h2" sx={{ color: BRAND.amber, fontSize: '0.9rem' }}>
            {heading}
          </Typography>
          <Typography variant="h3" component="p" sx={{ mt: 1, fontWeight: 800, fontSize: { xs: '1.9rem', sm: '2.4rem', md: '2.8rem' } }}>
            {statement}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.1rem' }, color: 'rgba(255, 255, 255, 0.88)' }}>{text}</Typography>
          <Button
            component="a"
            href={runtimeConfig.corporateUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            endIcon={<OpenInNewRounded />}
            sx={{ mt: 4, color: 'common.white', borderColor: 'rgba(255, 255, 255, 0.6)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.1)' } }}
          >
            Learn More
            <Box component="span" sx={visuallyHidden}>
              {` about ${heading.toLowerCase()} (opens in a new tab)`}
            </Box>
          </Button>
        </Box>
      </Container>
    </Box>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
