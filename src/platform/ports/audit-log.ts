import type { Principal } from './session-authenticator.ts';

/** Who did what, to what, when: written in the same transaction as the change it records. */
export type ActorType = 'employee' | 'visitor' | 'cli' | 'system' | 'kiosk' | 'token';

export interface Actor {
  readonly type: ActorType;
  /** The employee's database id, when the actor is an employee or a token acting for one; the kiosk device's id, when a kiosk. */
  readonly id?: number;
  /** A readable name for the actor: an e-mail, `cli:<os user>`, `system:retention`, `kiosk:<name>`, `token:<name>`. */
  readonly label: string;
}

export interface AuditEntryInput {
  readonly actor: Actor;
  /** A stable verb such as `employee.approved` or `visit.checked_in`. */
  readonly action: string;
  readonly subjectType: 'employee' | 'visit' | 'session' | 'designation' | 'mail' | 'system' | 'watchlist_entry' | 'kiosk_device' | 'site' | 'entrance' | 'api_token' | 'evacuation' | 'webhook' | 'breach' | 'site_document';
  readonly subjectId?: string | number;
  /** Facts about the change; never secrets, OTPs, password hashes or Aadhaar numbers. */
  readonly details?: Readonly<Record<string, unknown>>;
}

export abstract class AuditLog {
  abstract record(entry: AuditEntryInput): void;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', label: 'system' };

/**
 * A signed-in caller as the audit log names them: their e-mail for a session; `token:<name>` for an
 * API token (issue 32), with the id of the employee it acts for, so every entry says which token did it.
 */
export const principalAuditActor = (principal: Principal): Actor =>
  principal.token
    ? { type: 'token', id: principal.employeeId, label: `token:${principal.token.name}` }
    : { type: 'employee', id: principal.employeeId, label: principal.email };
