import type { DocumentKind } from '#contract/site-documents.ts';

/**
 * A document a site asks its visitors to sign (issue 31): its NDA, its safety rules. Its words are in
 * its versions; the document itself only says whose it is and what it is. `active` false withdraws it:
 * visitors are no longer asked, and the signatures already given stay.
 */
export class SiteDocument {
  id!: number;
  siteId: number;
  title: string;
  kind: DocumentKind;
  active = true;
  /** Whether its signing step offers a signature pad beside the typed name (ADR 57). */
  drawnSignature: boolean;
  createdAt: Date;
  createdBy: string;

  constructor(input: { siteId: number; title: string; kind: DocumentKind; drawnSignature?: boolean }, by: string, at: Date) {
    this.siteId = input.siteId;
    this.title = input.title;
    this.kind = input.kind;
    this.drawnSignature = input.drawnSignature ?? false;
    this.createdAt = at;
    this.createdBy = by;
  }
}
