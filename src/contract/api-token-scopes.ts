/**
 * What an API token may be used for (issue 32). A scope only narrows: a call also needs its
 * capability (src/contract/capabilities.ts) for the employee the token acts for, as a session would.
 */
export const API_SCOPES = ['visits:read', 'visits:write', 'checkins:write', 'events:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Each scope in words, for the admin screen, `vms tokens` and the API reference. */
export const API_SCOPE_LABELS: Readonly<Record<ApiScope, string>> = {
  'visits:read': 'List and read visits',
  'visits:write': 'Create passes, approve and cancel visits',
  'checkins:write': 'Check visitors in and out',
  'events:read': "Read what happened to visits, in order (the desk's view)",
};

export const isApiScope = (value: string): value is ApiScope => (API_SCOPES as readonly string[]).includes(value);
