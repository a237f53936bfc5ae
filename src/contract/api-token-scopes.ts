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

/**
 * The scope of a SCIM provisioning token (`vms scim token create`, docs/adr/0041-scim-provisioning.md):
 * no operation of the token API names it, and the SCIM routes accept no other, so a provisioning
 * token reads and changes employees and nothing else, and an API token never provisions.
 */
export const SCIM_SCOPE = 'scim';

/** Where SCIM lives under VMS_PUBLIC_URL: the base URL the company gives Entra ID ("Tenant URL") or Okta ("SCIM connector base URL"). */
export const SCIM_BASE_PATH = '/scim/v2';

/** Every scope a stored token may hold: the token API's, and provisioning's. */
export const TOKEN_SCOPES = [...API_SCOPES, SCIM_SCOPE] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const isApiScope = (value: string): value is ApiScope => (API_SCOPES as readonly string[]).includes(value);
