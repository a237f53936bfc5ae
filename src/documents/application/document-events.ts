/**
 * What signing records (DomainEvents): a visitor signed a site document, and their signed copy (a PDF
 * in the file storage) is mailed to them when the visit has their e-mail (PRIV-DOCS-04).
 */
export interface DocumentSigned {
  readonly type: 'document.signed';
  readonly visitId: number;
  readonly to: { readonly name: string; readonly email: string | null };
  readonly siteName: string;
  readonly title: string;
  readonly version: number;
  readonly hash: string;
  readonly at: Date;
  readonly signedAtOnSite: string;
  readonly signedCopyStorageKey: string;
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'document.signed': DocumentSigned;
  }
}
