import { defineEntity, p } from '@mikro-orm/core';
import type { DocumentKind } from '#contract/site-documents.ts';
import { instant } from '../../../platform/database/columns.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';
import { DocumentSignature, type SignatureChannel } from '../../domain/document-signature.ts';
import { DocumentVersion, type VersionFormat } from '../../domain/document-version.ts';
import { SiteDocument } from '../../domain/site-document.ts';

/**
 * Site documents (issue 31, ADR 54): a site's documents, their immutable versions and the signatures
 * of them. The site and the visit are named by id, without a foreign key across modules (as consent
 * records name theirs); the people who published are named as the audit log names them.
 */
export const SiteDocumentSchema = defineEntity({
  class: SiteDocument,
  tableName: 'site_document',
  properties: {
    id: p.integer().primary().autoincrement(),
    siteId: p.integer().index('site_document_site_index'),
    title: p.text(),
    kind: p.text().$type<DocumentKind>(),
    active: p.boolean().default(true),
    drawnSignature: p.boolean().default(false),
    createdAt: instant(),
    createdBy: p.text(),
  },
});

/** One row per version; a trigger (migration) refuses any UPDATE of it: a version is never changed. */
export const DocumentVersionSchema = defineEntity({
  class: DocumentVersion,
  tableName: 'site_document_version',
  properties: {
    id: p.integer().primary().autoincrement(),
    documentId: relationTo('SiteDocument').mapToPk().fieldName('document_id').deleteRule('restrict'),
    version: p.integer(),
    format: p.text().$type<VersionFormat>(),
    text: p.text().nullable(),
    pdfStorageKey: p.text().nullable(),
    hash: p.text(),
    publishedAt: instant(),
    publishedBy: p.text(),
  },
  uniques: [{ name: 'site_document_version_unique', properties: ['documentId', 'version'] }],
});

/** One row per signature, never changed or deleted with the visit's personal data: the evidence outlives what it allowed. */
export const DocumentSignatureSchema = defineEntity({
  class: DocumentSignature,
  tableName: 'document_signature',
  properties: {
    id: p.integer().primary().autoincrement(),
    visitId: p.integer().index('document_signature_visit_index'),
    siteId: p.integer(),
    signerKey: p.text(),
    documentId: p.integer(),
    versionId: relationTo('DocumentVersion').mapToPk().fieldName('version_id').deleteRule('restrict'),
    version: p.integer(),
    versionHash: p.text(),
    typedName: p.text(),
    drawingStorageKey: p.text().nullable(),
    signedAt: instant(),
    channel: p.text().$type<SignatureChannel>(),
    signedCopyStorageKey: p.text(),
    signedCopyHash: p.text(),
  },
  indexes: [{ name: 'document_signature_signer_index', properties: ['siteId', 'signerKey'] }],
});
