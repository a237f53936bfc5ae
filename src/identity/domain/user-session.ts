import { SESSION_POLICY } from './auth-policy.ts';
import type { Employee } from './employee.ts';

/**
 * A signed-in session, kept server-side. `id` is the public handle the SPA holds (storedSessionId);
 * the secret that proves it lives only in the HttpOnly cookie and is stored here as a hash.
 */
export class UserSession {
  id: string;
  tokenHash: string;
  employee: Employee;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;

  constructor(props: {
    id: string;
    tokenHash: string;
    employee: Employee;
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
