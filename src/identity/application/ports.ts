import type { RegistrationSite } from '#contract/api/identity-answers.ts';
import type { Role } from '#contract/roles.ts';
import type { CaptchaChallenge } from '../domain/captcha-challenge.ts';
import type { CaptchaQuestion } from '../domain/captcha-question.ts';
import type { Employee } from '../domain/employee.ts';
import type { OneTimePassword, OtpPurpose } from '../domain/one-time-password.ts';
import type { LiveSession, UserSession } from '../domain/user-session.ts';
import type { Designation } from '../domain/designation.ts';

export abstract class DesignationRepository {
  /** All designations, in the order they were created (the dropdown's order). */
  abstract list(): Promise<Designation[]>;
  abstract findByName(name: string): Promise<Designation | null>;
  abstract add(designation: Designation): void;
}

export abstract class CaptchaRepository {
  abstract add(challenge: CaptchaChallenge): void;
  /**
   * Removes the challenge and returns it, committed at once and on its own: a captcha is used up
   * by one attempt even when the login or registration around it fails and rolls back.
   */
  abstract take(id: string): Promise<CaptchaChallenge | null>;
  abstract purgeExpired(now: Date): Promise<number>;
}

export interface CaptchaImage {
  readonly text: string;
  /** A `data:` URL of the picture. */
  readonly image: string;
}

export abstract class CaptchaImageGenerator {
  /** Draws `text`, or a fresh random 4-character text when none is given. */
  abstract generate(text?: string): CaptchaImage;
}

/** The captcha's accessible alternative: a question in words whose answer is never in it (domain/captcha-question.ts). */
export abstract class CaptchaQuestionGenerator {
  abstract generate(): CaptchaQuestion;
}

/**
 * For reads that decide a write, inside `UnitOfWork.run`: `forUpdate` locks the rows read until the
 * transaction ends (others wanting them wait) and reads their latest committed state, never a copy
 * loaded earlier in the request.
 */
export interface ReadOptions {
  readonly forUpdate?: boolean;
}

/** What `EmployeeRepository.insert` found already taken by another employee. */
export class EmployeeTakenError extends Error {
  override readonly name = 'EmployeeTakenError';

  constructor(readonly taken: 'email' | 'empId' | 'externalId') {
    super(`another employee has this ${taken}`);
  }
}

/** What other modules may know about an employee. */
export interface EmployeeSummary {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly empId: string;
  readonly role: Role | null;
}

export interface EmployeeFilter {
  readonly status?: 'Approval Pending' | 'Approved';
  /** Only the reports of this manager. */
  readonly managerId?: number;
  readonly includeDisabled?: boolean;
}

/** Which of provisioning's users a SCIM list asks for (RFC 7644 `filter`, the equality forms): none is every one. */
export interface ProvisionedCriteria {
  readonly id?: number;
  readonly email?: string;
  readonly externalId?: string;
}

/** An employee as other modules know them, with the sites they work at (ADR 42). */
export interface EmployeeAtSites extends EmployeeSummary {
  readonly siteIds: readonly number[];
}

export abstract class EmployeeRepository {
  abstract findById(id: number, options?: ReadOptions): Promise<Employee | null>;
  abstract findByEmail(email: string, options?: ReadOptions): Promise<Employee | null>;
  /** The same id whatever its case (`ab_12` is `AB_12`); every character is compared as itself. */
  abstract findByEmpId(empId: string): Promise<Employee | null>;
  /** The employee provisioned with this identity provider id (SCIM `externalId`), if any. */
  abstract findByScimExternalId(externalId: string): Promise<Employee | null>;
  /**
   * SCIM's users (ADR 41): employees not deleted by provisioning that match every criterion, by id,
   * `limit` of them after the first `offset`, and how many match in all.
   */
  abstract provisionedPage(criteria: ProvisionedCriteria, offset: number, limit: number): Promise<{ readonly employees: Employee[]; readonly total: number }>;
  /** The employee linked to this company account (single sign-on), if any. */
  abstract findBySsoSubject(issuer: string, subject: string, options?: ReadOptions): Promise<Employee | null>;
  /** Several at once, in one query, in the order asked for; missing ones are left out. */
  abstract findByEmails(emails: readonly string[], options?: ReadOptions): Promise<Employee[]>;
  /** What other modules may know of these employees, in one read (every desk page asks). */
  abstract summariesByIds(ids: readonly number[]): Promise<EmployeeSummary[]>;
  /** The employee's home site id (issue 30), or null for no such employee; read without an entity (every desk list asks). */
  abstract homeSiteOf(id: number): Promise<number | null>;
  /** The sites the employee works at (ADR 42): their assignments, else their home site; none for no such employee. One statement. */
  abstract sitesOf(id: number): Promise<number[]>;
  /**
   * Approved, enabled employees of these designations, each with the sites they work at (as `sitesOf`),
   * by id: one statement, whoever many they are (a flagged visitor's door mail asks at every flag).
   */
  abstract activeWithSites(designations: readonly string[]): Promise<EmployeeAtSites[]>;
  /** The stored hash, which is never loaded with the employee (so it cannot leak by accident). */
  abstract passwordHashOf(employee: Employee): Promise<string | null>;
  abstract list(filter: EmployeeFilter): Promise<Employee[]>;
  abstract count(filter: EmployeeFilter): Promise<number>;
  /** Approved, enabled managers and admins: who may be picked as a reporting manager. */
  abstract listManagers(): Promise<Employee[]>;
  /**
   * Approved, enabled employees of these designations whose name contains every one of `words`
   * (case-insensitive, as typed: no pattern characters), by name, at most `limit`.
   */
  abstract searchByName(words: readonly string[], designations: readonly string[], limit: number): Promise<EmployeeSummary[]>;
  /**
   * Inside `UnitOfWork.run`: writes the new employee now. Throws `EmployeeTakenError` when another
   * employee has the address or the employee id (in any case), such as one registered at the same moment.
   */
  abstract insert(employee: Employee): Promise<void>;
  /**
   * Inside `UnitOfWork.run`: deletes a pending registration (rejected), so that its address and
   * employee id are free to register again. Only a pending employee: nothing else refers to one.
   */
  abstract removePending(employee: Employee): Promise<void>;
}

/** Someone assigned to a site, as the Sites screen and `vms sites staff` list them. */
export interface SiteStaffMember {
  readonly employeeId: number;
  readonly name: string;
  readonly email: string;
  readonly designation: string;
}

/**
 * The sites security users and site admins are assigned to (issue 30, ADR 42): one row per employee
 * and site. An employee with none works at their home site. The session's own read takes them with it.
 */
export abstract class SiteAssignmentRepository {
  /** The sites the employee is assigned to, by id; none: they work at their home site. */
  abstract assignedSitesOf(employeeId: number): Promise<number[]>;
  /** Assigns them, in one statement: answers false when they already were. */
  abstract assign(employeeId: number, siteId: number): Promise<boolean>;
  /** Ends the assignment: answers false when there was none. */
  abstract unassign(employeeId: number, siteId: number): Promise<boolean>;
  /** Everyone assigned to the site, by name. */
  abstract staffOf(siteId: number): Promise<SiteStaffMember[]>;
  /** Inside `UnitOfWork.run`: the employee's home site, their row locked until the transaction ends; null for no such employee. */
  abstract homeSiteForUpdate(employeeId: number): Promise<number | null>;
  /** Sets the employee's home site (ADR 59), in one statement. */
  abstract setHomeSite(employeeId: number, siteId: number): Promise<void>;
}

/**
 * The sites a registrant picks their home site from (issue 30). Sites are the sites module's, and
 * sites depends on identity, so identity names what it needs here and the sites module implements it
 * (ADR 2, the dependency rule).
 */
export abstract class RegistrationSites {
  /** Every site's id and name, by name: all a registrant may know of them. */
  abstract list(): Promise<RegistrationSite[]>;
}

export abstract class OtpRepository {
  abstract add(otp: OneTimePassword): void;
  /** The newest code of this purpose for the address; older ones are superseded by it. */
  abstract latest(email: string, purpose: OtpPurpose, options?: ReadOptions): Promise<OneTimePassword | null>;
  /** How many codes were sent to the address since then (any purpose but set-up codes). */
  abstract countSentSince(email: string, since: Date): Promise<number>;
  /** The newest unused proof of the address among these purposes (a verified code or a set-up code). */
  abstract latestProof(email: string, purposes: readonly OtpPurpose[], options?: ReadOptions): Promise<OneTimePassword | null>;
  /** A set-up code by its keyed hash. */
  abstract findByCodeHash(codeHash: string, purpose: OtpPurpose, options?: ReadOptions): Promise<OneTimePassword | null>;
  /** Deletes codes created before then (set-up codes only once they have expired). */
  abstract purgeCreatedBefore(before: Date): Promise<number>;
}

/**
 * How much of a session's holder a read brings: `principal`, the sites they work at too (every call
 * that acts, through its principal); `holder`, who they are and whether they may still be signed in,
 * without the sites (the SPA's periodic session check, which acts on nothing).
 */
export type SessionReach = 'principal' | 'holder';

export abstract class SessionRepository {
  abstract add(session: UserSession): void;
  /** The live session of a token hash with its employee and designation, and with their sites when `reach` is `principal`. */
  abstract findByTokenHash(tokenHash: string, reach: SessionReach): Promise<LiveSession | null>;
  abstract end(sessionId: string): Promise<void>;
  /** Ends every session of the employee; returns how many there were. */
  abstract endAllFor(employeeId: number): Promise<number>;
  abstract touch(sessionId: string, at: Date): Promise<void>;
  /** Deletes the sessions that are over by time. */
  abstract purgeOver(now: Date, idleBefore: Date): Promise<number>;
}

/** A slow, salted key-derivation function for the password digests the SPA sends. */
export abstract class PasswordHasher {
  abstract hash(secret: string): Promise<string>;
  abstract verify(secret: string, stored: string): Promise<boolean>;
}

/**
 * What the company's identity provider vouched for: its ID token already verified by a certified
 * OpenID Connect client (issuer, audience, expiry, signature from the issuer's keys, nonce).
 */
export interface VerifiedIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  /** The `email_verified` claim: only a verified address may link or make an account. */
  readonly emailVerified: boolean;
  readonly name: string | null;
  /** Every claim of the ID token, for the configured employee id, manager and groups claims. */
  readonly claims: Readonly<Record<string, unknown>>;
}

/** What one authorization round trip must remember until the browser comes back (never in memory: ADR 37). */
export interface SsoFlow {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** The company's OpenID Connect provider: the authorization code flow with PKCE, state and nonce. */
export abstract class IdentityProvider {
  /** False when the installation has no provider set up (`VMS_OIDC_ISSUER` unset). */
  abstract isConfigured(): boolean;
  /** The provider's authorization URL to send the browser to, and the flow to remember. */
  abstract start(): Promise<{ readonly url: string; readonly flow: SsoFlow }>;
  /**
   * Checks the provider's answer at the redirect URI against the flow (state, then the code exchanged
   * with the PKCE verifier, then the ID token and its nonce). Throws a DomainError `sso.*`.
   */
  abstract finish(callbackUrl: string, flow: SsoFlow): Promise<VerifiedIdentity>;
}
