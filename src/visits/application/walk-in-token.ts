import { DomainError } from '#kernel/domain-error.ts';
import { isRecordId } from '#contract/record-id.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';

/** What a host's mailed link answers for a walk-in (issue 13): one link each. */
export const WALK_IN_DECISIONS = ['approve', 'decline'] as const;
export type WalkInDecision = (typeof WALK_IN_DECISIONS)[number];

export interface WalkInAnswerPayload {
  readonly visitId: number;
  readonly decision: WalkInDecision;
  /** The end of the visit's day at the site: a walk-in is answered the day it walks in, or never. */
  readonly expiresAt: Date;
}

/** The page a mailed link opens (public: the token is the only key, and the page asks before it acts). */
export const walkInAnswerLink = (publicUrl: string, token: string): string => `${publicUrl}/WalkInAnswer?token=${encodeURIComponent(token)}`;

const TOKEN = /^([1-9][0-9]{0,15})\.(approve|decline)\.([1-9][0-9]{0,15})\.([0-9a-f]{64})$/;

/**
 * The signed links of a walk-in's mail to its host (docs/adr/0014-reception-kiosk.md, "Walk-ins"):
 * `<visitId>.<decision>.<expires at, epoch ms>.<hmac>`, HMAC-SHA256 under the server secret over the
 * first three parts; one spelling per token (no sign, no leading zero). Nothing is stored: a link is
 * single use through the visit's state (once answered, both links say so), and it stops working at the
 * end of the visit's day. A token that does not verify is `walkin.link_invalid`, whatever is wrong with
 * it; a verified one past its time is `walkin.link_expired`.
 */
export class WalkInAnswerTokens {
  constructor(private readonly crypto: ServerCrypto) {}

  issue(payload: WalkInAnswerPayload): string {
    const body = `${payload.visitId}.${payload.decision}.${payload.expiresAt.getTime()}`;
    return `${body}.${this.sign(body)}`;
  }

  verify(token: unknown, now: Date): { readonly visitId: number; readonly decision: WalkInDecision } {
    const invalid = new DomainError('walkin.link_invalid');
    if (typeof token !== 'string') throw invalid;
    const match = TOKEN.exec(token);
    if (!match) throw invalid;
    const visitId = Number(match[1]);
    const expiresAt = Number(match[3]);
    // A signed id no row can have (beyond PostgreSQL's integer) is refused as a forged one (issue 27).
    if (!isRecordId(visitId) || !Number.isSafeInteger(expiresAt)) throw invalid;
    if (!this.crypto.safeEqual(match[4]!, this.sign(token.slice(0, token.lastIndexOf('.'))))) throw invalid;
    if (now.getTime() > expiresAt) throw new DomainError('walkin.link_expired');
    return { visitId, decision: match[2] as WalkInDecision };
  }

  private sign(body: string): string {
    return this.crypto.keyedHash('walk-in-answer', body);
  }
}
