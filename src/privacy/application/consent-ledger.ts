import { DomainError } from '#kernel/domain-error.ts';
import type { ConsentChannel, ConsentInput } from '#contract/consent.ts';
import { ConsentEntry } from '../domain/consent-entry.ts';
import { giveConsent, type ConsentSubject } from '../domain/consent.ts';
import type { ConsentRepository } from './ports.ts';
import type { PrivacyNotices } from './privacy-notices.ts';

/** What a form's use case tells the ledger: whose consent, at which site, through which channel, and what the form sent. */
export interface GivenConsent {
  readonly subject: ConsentSubject;
  /** The site whose notice was read (a registration's: the home site picked); null for the first site. */
  readonly siteId: number | null;
  readonly channel: ConsentChannel;
  readonly consent: ConsentInput;
  readonly at: Date;
}

/**
 * Privacy's answer to the modules whose forms ask for consent (visits' details form and walk-in,
 * identity's registration): the consent checked against the notice it names and recorded, inside the
 * caller's transaction, so that the details and their consent are kept together or not at all.
 */
export class ConsentLedger {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly notices: PrivacyNotices,
  ) {}

  /** Inside the caller's unit of work: the consent's record, or a refusal that rolls the caller back. */
  async record(given: GivenConsent): Promise<ConsentEntry> {
    const { notice, siteId } = await this.notices.exact(given.siteId, given.consent.noticeVersion, given.consent.language);
    const record = giveConsent({ subject: given.subject, notice, channel: given.channel, purposes: given.consent.purposes, at: given.at });
    if (record === 'consent.purpose_not_in_notice') throw new DomainError('consent.notice_unknown');
    if (typeof record === 'string') throw new DomainError('consent.required');
    const entry = new ConsentEntry(record, siteId);
    this.consents.add(entry);
    return entry;
  }
}
