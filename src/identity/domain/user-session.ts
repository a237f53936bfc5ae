import { roleFromDesignation, type Role } from '#contract/roles.ts';
import type { KeyedHasher } from './keyed-hasher.ts';
import { SESSION_POLICY } from './auth-policy.ts';
import { EMPLOYEE_STATUS, type EmployeeStatus } from './employee.ts';

/**
 * What a session knows of the person holding it: an Employee is one, and the session check reads
 * just these facts (one row, no entity graph) on every call.
 */
export interface SessionHolder {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  role(): Role | null;
  /** The sites they work at (issue 30, ADR 42): their assignments, else their home site. */
  siteIds(): readonly number[];
  /** Their home site (issue 30): a desk's and a kiosk's default, the site of their own passes. */
  readonly homeSiteId: number;
  isPending(): boolean;
  isDisabled(): boolean;
}

/** A holder from the facts a session check reads. */
export class SessionHolderFacts implements SessionHolder {
  constructor(
    readonly id: number,
    readonly email: string,
    readonly name: string,
    private readonly designation: string,
    private readonly status: EmployeeStatus,
    private readonly disabledAt: Date | null,
    /** Null when the read that made these facts did not ask for the sites (the session check's). */
    private readonly worksAt: readonly number[] | null,
    readonly homeSiteId: number,
  ) {}

  role(): Role | null {
    return roleFromDesignation(this.designation);
  }

  siteIds(): readonly number[] {
    if (this.worksAt === null) throw new Error('the sites of a session holder read without them (SessionReach "holder")');
    return this.worksAt;
  }

  isPending(): boolean {
    return this.status === EMPLOYEE_STATUS.pending;
  }

  isDisabled(): boolean {
    return this.disabledAt !== null;
  }
}

/**
 * What a session's token answers (SessionRepository.findByTokenHash): the session's clock and its
 * holder, all the rules of a live session need; not how it began (its start, address and browser).
 */
export type LiveSession = Pick<UserSession, 'id' | 'employee' | 'lastSeenAt' | 'expiresAt' | 'isOver' | 'needsTouch'>;

/** How a session's cookie token is stored: only its keyed hash. */
export const sessionTokenHash = (hasher: KeyedHasher, token: string): string => hasher.keyedHash('session', token);

/**
 * A signed-in session, kept server-side. `id` is the public handle the SPA holds (storedSessionId);
 * the secret that proves it lives only in the HttpOnly cookie and is stored here as a hash.
 */
export class UserSession {
  id: string;
  tokenHash: string;
  employee: SessionHolder;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;

  constructor(props: {
    id: string;
    tokenHash: string;
    employee: SessionHolder;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  }) {
    this.id = props.id;
    this.tokenHash = props.tokenHash;
    this.employee = props.employee;
    this.createdAt = props.createdAt;
    this.lastSeenAt = props.createdAt;
    this.expiresAt = props.expiresAt;
    this.ip = props.ip;
    this.userAgent = props.userAgent;
  }

  /** Ended by time: twelve hours in all, or ten minutes without a call. */
  isOver(now: Date): boolean {
    return (
      now.getTime() >= this.expiresAt.getTime() || now.getTime() - this.lastSeenAt.getTime() >= SESSION_POLICY.idleTimeout
    );
  }

  /** Whether a call now should move last_seen_at (written at most every touchInterval). */
  needsTouch(now: Date): boolean {
    return now.getTime() - this.lastSeenAt.getTime() >= SESSION_POLICY.touchInterval;
  }
}
