import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { RightsLinks } from './rights-links.ts';
import { identityKey, visitorIdentityOf, type VisitorIdentity } from '../domain/visitor-identity.ts';
import type { HeldVisitRecord, VisitorHoldings, VisitorSubject } from './rights-ports.ts';

/** The visitor a rights link names, and what is held of them. */
export interface RightsSubject {
  /** The visit the link was made for. */
  readonly visitId: number;
  readonly subject: VisitorSubject;
  /** Who they are: that visit's e-mail and phone, normalised (ADR 59). */
  readonly identity: VisitorIdentity;
  /** A keyed hash of the identity (e-mail and phone): the request log's name for them. */
  readonly hash: string;
  /** Its first twelve characters, as the page, the PDF and the mails show it. */
  readonly reference: string;
  readonly visits: readonly HeldVisitRecord[];
}

/**
 * From a rights link to its visitor (PRIV-RIGHTS-01, ADR 59): the link's visit gives the e-mail and
 * the phone, and every visit not anonymised with both is theirs, so that two people sharing an
 * address never see each other's visits. A link whose visit is anonymised (erased, or past
 * retention) finds nothing: `rights.nothing_held`.
 */
export class RightsSubjects {
  constructor(
    private readonly links: RightsLinks,
    private readonly holdings: VisitorHoldings,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {}

  async of(token: unknown): Promise<RightsSubject> {
    const visitId = this.links.visitOf(token, this.clock.now());
    const subject = await this.holdings.subjectOf(visitId);
    const identity = subject ? visitorIdentityOf(subject) : null;
    if (!subject || !identity?.phone) throw new DomainError('rights.nothing_held');
    const hash = this.crypto.keyedHash('privacy-subject', identityKey(identity));
    return { visitId, subject, identity, hash, reference: hash.slice(0, 12).toUpperCase(), visits: await this.holdings.visitsOf(identity) };
  }
}
