import type { TestProject } from 'vitest/node';
import { LIVE_SITE_HOUR, zoneWhereItIs } from './morning-zone.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site's time zone for tests on real time, chosen once per run (live-site.ts). */
    liveSiteZone: string;
  }
}

/** Once per run, so that every file and process of the run agrees on the site's zone. */
export default function setup(project: TestProject): void {
  project.provide('liveSiteZone', zoneWhereItIs(LIVE_SITE_HOUR, new Date()));
}
