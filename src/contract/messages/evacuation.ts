/** Ours: an evacuation's roll call at a site (issue 30), for security. */
export const evacuation = {
  siteRequired: 'Please choose the site to evacuate.',
  markInvalid: 'Please mark the person safe, missing or unaccounted.',
  alreadyOpen: 'An evacuation is already under way at this site: mark its roll call, or end it first.',
  notFound: 'This evacuation does not exist.',
  ended: 'This evacuation has ended; its roll call can no longer change.',
  personNotFound: 'This person is not on this evacuation\'s roll call.',
  started: 'Evacuation started. Hosts are being mailed the names of their visitors on site.',
  endedNow: 'The evacuation has ended. Its roll call is kept in the audit log.',
} as const;
