import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import { SignatureRepository, SiteDocumentRepository, type DocumentWithVersion } from '../../application/ports.ts';
import { DocumentSignature } from '../../domain/document-signature.ts';
import { DocumentVersion } from '../../domain/document-version.ts';
import { SiteDocument } from '../../domain/site-document.ts';

const HIGHEST = 'select max(version)::int as highest from site_document_version where document_id = $1';

export class MikroOrmSiteDocumentRepository extends SiteDocumentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(document: SiteDocument): Promise<void> {
    assertInTransaction(this.em, 'SiteDocumentRepository.add');
    this.em.persist(document);
    await this.em.flush();
  }

  byId(id: number): Promise<SiteDocument | null> {
    return this.em.findOne(SiteDocument, { id }, { refresh: true });
  }

  lockById(id: number): Promise<SiteDocument | null> {
    assertInTransaction(this.em, 'SiteDocumentRepository.lockById');
    return this.em.findOne(SiteDocument, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async addVersion(version: DocumentVersion): Promise<void> {
    assertInTransaction(this.em, 'SiteDocumentRepository.addVersion');
    this.em.persist(version);
    await this.em.flush();
  }

  async highestVersion(documentId: number): Promise<number | null> {
    const [row] = await runSql<{ highest: number | null }>(this.em, HIGHEST, [documentId]);
    return row?.highest ?? null;
  }

  versionById(id: number): Promise<DocumentVersion | null> {
    return this.em.findOne(DocumentVersion, { id }, { refresh: true });
  }

  async ofSite(siteId: number): Promise<DocumentWithVersion[]> {
    const documents = await this.em.find(SiteDocument, { siteId }, { orderBy: { title: 'asc', id: 'asc' }, refresh: true });
    if (documents.length === 0) return [];
    const versions = await this.em.find(DocumentVersion, { documentId: { $in: documents.map((document) => document.id) } }, { orderBy: { version: 'desc' }, refresh: true });
    return documents.map((document) => ({ document, current: versions.find((version) => version.documentId === document.id) ?? null }));
  }

  versionsOf(documentId: number): Promise<DocumentVersion[]> {
    return this.em.find(DocumentVersion, { documentId }, { orderBy: { version: 'desc' }, refresh: true });
  }
}

export class MikroOrmSignatureRepository extends SignatureRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(signature: DocumentSignature): Promise<void> {
    assertInTransaction(this.em, 'SignatureRepository.add');
    this.em.persist(signature);
    await this.em.flush();
  }

  ofSigner(siteId: number, signerKey: string): Promise<DocumentSignature[]> {
    return this.em.find(DocumentSignature, { siteId, signerKey }, { orderBy: { id: 'asc' }, refresh: true });
  }

  ofVisit(visitId: number): Promise<DocumentSignature[]> {
    return this.em.find(DocumentSignature, { visitId }, { orderBy: { id: 'asc' }, refresh: true });
  }

  byId(id: number): Promise<DocumentSignature | null> {
    return this.em.findOne(DocumentSignature, { id }, { refresh: true });
  }
}
