import type { Role } from '#contract/roles.ts';

/** Who is calling, as the server-side session says: never an e-mail or id from the request itself. */
export interface Principal {
  readonly sessionId: string;
  readonly employeeId: number;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  /**
   * The sites the employee works at (issue 30, ADR 42): their assignments (security, site admins),
   * else their home site. The capabilities read it (`worksAtSite`); admins work at every site whatever it says.
   */
  readonly siteIds: readonly number[];
  /** Their home site (issue 30, ADR 55): the desk's and a kiosk's default site when none is picked. */
  readonly homeSiteId: number;
  /**
   * Set when the call came with an API token (issue 32) rather than a session: the employee above is
   * the one the token acts for, and the audit log names the token (principalAuditActor).
   */
  readonly token?: { readonly id: number; readonly name: string };
}

/** Turns the session cookie into a principal, or refuses (identity implements it). */
export abstract class SessionAuthenticator {
  /**
   * `touch`: whether this call counts as activity. Every call does except the SPA's periodic
   * session check, so that an idle tab cannot keep a session alive (docs/product/identity.md ID-SESSION-05).
   */
  abstract authenticate(token: string | undefined, touch: boolean): Promise<Principal>;
}
