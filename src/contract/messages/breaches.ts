/** The breach register (issue 31, DPDP Rules 2025 r.7): the admin screen, `vms privacy breaches` and their refusals. */
export const breaches = {
  summaryRequired: 'Please describe what happened (at least 10 characters, at most 2000).',
  windowInvalid: 'Please give when the breach started and ended (date and time); the end may not be before the start.',
  awareInvalid: 'Please give when the company became aware of the breach; it may not be before the breach started or in the future.',
  kindsInvalid: 'Please choose at least one kind of data the breach touched.',
  sitesInvalid: 'Please choose "all sites" or at least one site that exists.',
  impactRequired: 'Please describe the likely impact on the people affected (at least 10 characters, at most 2000).',
  measuresRequired: 'Please describe the measures taken so far (at least 10 characters, at most 2000).',
  contactInvalid: 'Please give the name and e-mail of the person who answers for the company about this breach.',
  reportInvalid: 'Each part of the report to the Board may hold at most 4000 characters.',
  recorded: 'The breach has been recorded. Review the people affected and the notice, then send the notices.',
  noticesSent: 'Notices queued for {count} people.',
  reportSaved: 'The report to the Board has been saved.',
  reportSubmitted: 'The report to the Board has been marked as submitted.',
  notFound: 'This breach does not exist.',
  noticesAlreadySent: 'The notices for this breach have already been sent.',
  reportAlreadySubmitted: 'The report to the Board has already been submitted; it can no longer be changed.',
} as const;
