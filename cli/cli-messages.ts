/**
 * The `vms` command line's own failures: one line on stderr after `vms: ` (README, "The command line";
 * docs/product/security-and-operations.md names them `cli.*`). Kept beside the CLI rather than in the
 * shared contract's messages: no screen shows them, and every page of the SPA carries those.
 */
export const CLI_MESSAGES = {
  databaseLost: 'lost the connection to the database at {where} ({reason}); what the command had not finished was not saved',
  cannotWrite: 'cannot write {path}: {reason}',
  fileProblem: '{path}: {reason}',
  unexpected: 'unexpected error: {message} (run again with LOG_LEVEL=debug for the details)',
  demoInProduction: 'seed --demo is refused when NODE_ENV=production: the demo people\'s passwords are published. Add the first admin with `vms users add --role admin --email <you> --name "<Your Name>"`.',
  visitNotFound: 'There is no visit with id {id}.',
  managerRequired: '--manager is required for the role {role} (only an admin may be added without a manager)',
  managerNotFound: 'there is no employee {email} to be the manager',
  // `vms privacy report` (issue 31, ADR 50): its two tables' headings.
  retentionSettings: 'What each site keeps, in days (visitor data and photos after the visit; logs a year at least):',
  retentionErased: 'What the nightly retention erased {when} (counts only):',
  retentionInstallation: '(no site: admin trail, mails, webhooks)',
  managerNotEligible: '{email} cannot be a reporting manager: only an approved manager or admin can',
  siteNotFound: 'there is no site {site} (vms sites list names them)',
} as const;
