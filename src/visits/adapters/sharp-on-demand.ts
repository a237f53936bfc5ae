import type Sharp from 'sharp';

/**
 * sharp (libvips), imported by the first photo a process reads rather than when it starts: about
 * 0.15 s of CPU at every start of the server and of each `vms` command that loads the application,
 * for the few that ever take a photo (docs/performance.md, "Start-up"). Imported once, and set up
 * then: each photo is decoded once and never again, so libvips's cache of recent operations would
 * only hold decoded pictures in memory.
 */
let loading: Promise<typeof Sharp> | undefined;

export const loadSharp = (): Promise<typeof Sharp> => {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
};
