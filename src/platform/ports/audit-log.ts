/** Who did what, to what, when: written in the same transaction as the change it records. */
export type ActorType = 'employee' | 'visitor' | 'cli' | 'system' | 'kiosk';

export interface Actor {
  readonly type: ActorType;
  /** The employee's database id, when the actor is an employee; the kiosk device's id, when a kiosk. */
  readonly id?: number;
  /** A readable name for the actor: an e-mail, `cli:<os user>`, `system:retention`, `kiosk:<name>`. */
  readonly label: string;
}

export interface AuditEntryInput {
  readonly actor: Actor;
  /** A stable verb such as `employee.approved` or `visit.checked_in`. */
  readonly action: string;
  readonly subjectType: 'employee' | 'visit' | 'session' | 'designation' | 'mail' | 'system' | 'watchlist_entry' | 'kiosk_device' | 'site';
  readonly subjectId?: string | number;
  /** Facts about the change; never secrets, OTPs, password hashes or Aadhaar numbers. */
  readonly details?: Readonly<Record<string, unknown>>;
}

export abstract class AuditLog {
  abstract record(entry: AuditEntryInput): void;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', label: 'system' };
