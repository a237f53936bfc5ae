import type { DocumentsToSignAnswer } from '#contract/api/document-answers.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { DocumentSigning } from '../../documents/application/document-signing.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { VisitorPassRepository } from '../../visits/application/ports.ts';
import type { KioskTickets } from '../domain/kiosk-ticket.ts';
import { noVisitToOffer } from './kiosk-visit-lookup.ts';
import { kioskAuditActor, type KioskPrincipal } from './kiosk-principal.ts';

/**
 * The site's documents at the kiosk (issue 31, PRIV-DOCS-03): after a lookup, the documents this
 * returning visitor must sign now (none: the check-in is one tap, as before), and their signatures
 * checked and kept in the check-in's transaction; for a walk-in, what they sign once their phone is
 * typed (ADR 56). The visitor is the phone number, as the details form signed it.
 */
export class KioskDocuments {
  constructor(
    private readonly tickets: KioskTickets,
    private readonly passes: VisitorPassRepository,
    private readonly signing: DocumentSigning,
    private readonly clock: Clock,
  ) {}

  /** `POST /api/kiosk/documents`: what the visitor of a lookup's ticket signs before checking in. */
  async toSign(kiosk: KioskPrincipal, ticket: string): Promise<DocumentsToSignAnswer> {
    const { visitId } = this.tickets.verify(ticket, kiosk.deviceId, ['check_in', 'walk_in'], this.clock.now());
    const pass = await this.passes.findById(visitId);
    if (!pass || pass.anonymisedAt) throw noVisitToOffer();
    return this.signing.toSign(pass.siteId, pass.phone, this.clock.now());
  }

  /**
   * `POST /api/kiosk/walk-ins/documents` (ADR 56): what a walk-in with this phone signs at this kiosk's
   * site before their visit exists, by the re-sign rule. The answer is the site's published words
   * only: nothing of the person, not even whether they came before beyond what they must sign.
   */
  async toSignAsWalkIn(kiosk: KioskPrincipal, phone: string): Promise<DocumentsToSignAnswer> {
    return this.signing.toSign(kiosk.siteId, phone, this.clock.now());
  }

  /** Inside the check-in's unit of work: every document the visitor must sign now is signed (else the terms rule's refusal, terms-acceptance.ts). */
  async sign(kiosk: KioskPrincipal, visitId: number, signatures: readonly DocumentSignatureInput[]): Promise<void> {
    const pass = await this.passes.findById(visitId);
    // No visit to sign for: the check-in that follows refuses it in its own words.
    if (!pass || pass.anonymisedAt) return;
    const signer = { visitId: pass.id, siteId: pass.siteId, phone: pass.phone, name: pass.name, email: pass.email };
    // The visit's terms were accepted with its details: here only what must be signed now is asked.
    await this.signing.sign(signer, 'kiosk', { termsAccepted: true, signatures }, this.clock.now(), kioskAuditActor(kiosk));
  }
}
