import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { RightsLinks } from './rights-links.ts';
import type { HeldVisitRecord, VisitorHoldings, VisitorSubject } from './rights-ports.ts';

/** The visitor a rights link names, and what is held of them. */
export interface RightsSubject {
  /** The visit the link was made for. */
  readonly visitId: number;
  readonly subject: VisitorSubject;
  /** A keyed hash of the e-mail (else phone): the request log's name for them. */
  readonly hash: string;
  /** Its first twelve characters, as the page, the PDF and the mails show it. */
  readonly reference: string;
  readonly visits: readonly HeldVisitRecord[];
}

/**
 * From a rights link to its visitor (PRIV-RIGHTS-01): the link's visit gives the e-mail (else the
 * phone), and every visit not anonymised with it is theirs. A link whose visit is anonymised (erased,
 * or past retention) finds nothing: `rights.nothing_held`.
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
    if (!subject) throw new DomainError('rights.nothing_held');
    const hash = this.crypto.keyedHash('privacy-subject', subject.email ? `e:${subject.email.toLowerCase()}` : `p:${subject.phone ?? ''}`);
    return { visitId, subject, hash, reference: hash.slice(0, 12).toUpperCase(), visits: await this.holdings.visitsOf(subject) };
  }
}
