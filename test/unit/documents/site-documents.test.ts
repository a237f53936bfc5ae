import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH, SIGNATURE_PNG_MAX_BYTES } from '#contract/site-documents.ts';
import { mustSign, versionsToSign } from '../../../src/documents/domain/resign-rule.ts';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { documentsWorld } from './in-memory-documents.ts';

const CLI = { kind: 'cli', actor: { type: 'cli', label: 'cli:it' } as Actor } as const;
const VISITOR: Actor = { type: 'visitor', label: 'visitor:ABC' };
const DAY = 86_400_000;
const T0 = new Date('2026-11-20T04:30:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const asRole = (role: Principal['role'], siteIds: number[]) => ({ kind: 'principal', principal: { sessionId: 's', employeeId: 9, email: 'x@example.com', name: 'X', role, siteIds, homeSiteId: siteIds[0] ?? 1 } as Principal }) as const;

/** A one-page PDF made with pdf-lib, as an admin would upload. */
const onePagePdf = async (): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
};

/** A PNG's first 33 bytes (signature and IHDR) with the given size: enough for the header check. */
const pngHeader = (width: number, height: number): Buffer => {
  const png = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
};

describe('the re-sign rule', () => {
  const current = { documentId: 1, versionId: 11 };

  it('should ask a visitor who never signed, and one who signed only an older version (which stays)', () => {
    expect(mustSign(current, [], 0, T0)).toBe(true);
    const older = [{ versionId: 10, signedAt: at(-1) }];
    expect(mustSign(current, older, 0, T0)).toBe(true);
    expect(older).toEqual([{ versionId: 10, signedAt: at(-1) }]);
  });

  it('should not ask again for a version signed, without a re-sign period, however long ago', () => {
    expect(mustSign(current, [{ versionId: 11, signedAt: at(-3650) }], 0, T0)).toBe(false);
  });

  it('should ask again once the site\'s re-sign period has passed since the latest signature of the version', () => {
    const past = [
      { versionId: 11, signedAt: at(-40) },
      { versionId: 11, signedAt: at(-29) },
    ];
    expect(mustSign(current, past, 30, T0)).toBe(false);
    expect(mustSign(current, past, 30, at(1))).toBe(true);
    expect(mustSign(current, past, 29, T0)).toBe(true);
  });

  it('should pick, of several documents, only those still to sign', () => {
    const documents = [current, { documentId: 2, versionId: 21 }];
    expect(versionsToSign(documents, [{ versionId: 21, signedAt: at(-1) }], 0, T0)).toEqual([current]);
  });
});

describe('publishing site documents', () => {
  it('should number versions from 1, hash the exact text and keep each version as it was published', async () => {
    const w = documentsWorld();
    const document = await w.add.execute(CLI, { siteId: 1, title: 'Non-disclosure agreement', kind: 'nda', drawnSignature: false });
    const first = await w.publish.execute(CLI, document.id, { text: 'Keep what you see to yourself.' });
    const second = await w.publish.execute(CLI, document.id, { text: 'Keep what you see and hear to yourself.' });
    expect([first.current?.version, second.current?.version]).toEqual([1, 2]);
    expect(first.current?.hash).toBe(createHash('sha256').update('Keep what you see to yourself.', 'utf8').digest('hex'));
    expect(w.documents.versions[0]!.text).toBe('Keep what you see to yourself.');
    expect(w.audit.entries.map((entry) => entry.action)).toEqual(['document.added', 'document.version_published', 'document.version_published']);
  });

  it('should keep a real PDF with the SHA-256 of its bytes, and refuse bytes that are not one, keeping nothing', async () => {
    const w = documentsWorld();
    const document = await w.add.execute(CLI, { siteId: 1, title: 'Safety rules', kind: 'safety_rules', drawnSignature: false });
    const pdf = await onePagePdf();
    const published = await w.publish.execute(CLI, document.id, { pdf: pdf.toString('base64') });
    expect(published.current).toMatchObject({ format: 'pdf', hash: createHash('sha256').update(pdf).digest('hex') });
    for (const bad of [Buffer.from('%PDF-1.7 not really'), Buffer.from('GIF89a')]) {
      expect((await domainErrorOf(w.publish.execute(CLI, document.id, { pdf: bad.toString('base64') }))).code).toBe('document.pdf_invalid');
    }
    expect(w.documents.versions).toHaveLength(1);
  });

  it('should let admins and the site\'s own site admins publish, and refuse anyone else', async () => {
    const w = documentsWorld();
    expect((await w.add.execute(asRole('admin', []), { siteId: 1, title: 'NDA', kind: 'nda', drawnSignature: false })).id).toBe(1);
    expect((await w.add.execute(asRole('site_admin', [1]), { siteId: 1, title: 'Rules', kind: 'safety_rules', drawnSignature: false })).id).toBe(2);
    for (const caller of [asRole('site_admin', [2]), asRole('security', [1]), asRole('employee', [1]), asRole('manager', [1])]) {
      expect((await domainErrorOf(w.add.execute(caller, { siteId: 1, title: 'X', kind: 'other', drawnSignature: false }))).code).toBe('document.not_yours');
      expect((await domainErrorOf(w.publish.execute(caller, 1, { text: 'x' }))).code).toBe('document.not_yours');
    }
    expect(w.documents.documents).toHaveLength(2);
    expect(w.documents.versions).toHaveLength(0);
  });
});

describe('signing site documents', () => {
  const signer = { visitId: 5, siteId: 1, phone: '9812345670', name: 'Meera K Nair', email: 'meera@example.com' };
  const terms = (signatures: { versionId: number; typedName: string; drawing?: string | null }[], termsAccepted?: boolean) => ({ signatures, termsAccepted });

  const published = async (drawnSignature = false) => {
    const w = documentsWorld();
    const document = await w.add.execute(CLI, { siteId: 1, title: 'NDA', kind: 'nda', drawnSignature });
    const view = await w.publish.execute(CLI, document.id, { text: 'Keep it to yourself.' });
    return { ...w, documentId: document.id, versionId: view.current!.id };
  };

  it('should refuse a form without the signature with the terms rule\'s words, or with another name typed, keeping nothing', async () => {
    const w = await published();
    const run = (signatures: { versionId: number; typedName: string; drawing?: string | null }[], termsAccepted?: boolean) =>
      w.unitOfWork.run(() => w.signing.sign(signer, 'link', terms(signatures, termsAccepted), T0, VISITOR));
    // The box ticked does not stand for the site's documents: they are its terms (ADR 57).
    for (const refused of [await domainErrorOf(run([])), await domainErrorOf(run([], true))]) {
      expect([refused.code, refused.message]).toEqual(['input.invalid', MESSAGES.details.termsRequired]);
    }
    expect((await domainErrorOf(run([{ versionId: w.versionId, typedName: 'Someone Else' }]))).code).toBe('document.name_mismatch');
    expect((await domainErrorOf(run([{ versionId: w.versionId + 1, typedName: 'Meera K Nair' }]))).code).toBe('document.signature_required');
    // A drawing where the document offers none is refused, whatever it is.
    expect((await domainErrorOf(run([{ versionId: w.versionId, typedName: 'Meera K Nair', drawing: pngHeader(300, 100).toString('base64') }]))).code).toBe('document.drawing_invalid');
    expect(w.signatures.rows).toHaveLength(0);
    expect(w.events.recorded).toHaveLength(0);
  });

  it('should refuse a drawing over its pixels or its bytes, or that is not a PNG, before decoding it, keeping nothing', async () => {
    const w = await published(true);
    const run = (drawing: string) => w.unitOfWork.run(() => w.signing.sign(signer, 'link', terms([{ versionId: w.versionId, typedName: 'Meera K Nair', drawing }]), T0, VISITOR));
    const tooLong = Buffer.concat([pngHeader(300, 100), Buffer.alloc(SIGNATURE_PNG_MAX_BYTES)]).toString('base64');
    for (const drawing of [
      pngHeader(SIGNATURE_MAX_WIDTH + 1, 100).toString('base64'),
      pngHeader(300, SIGNATURE_MAX_HEIGHT + 1).toString('base64'),
      pngHeader(0, 100).toString('base64'),
      tooLong,
      Buffer.from('not a png at all, not at all.').toString('base64'),
      'not base64 at all!',
    ]) {
      expect((await domainErrorOf(run(drawing))).code).toBe('document.drawing_invalid');
    }
    expect(w.signatures.rows).toHaveLength(0);
    expect(w.storage.files.size).toBe(0);
  });

  it('should keep the signature with a signed copy whose metadata name the version and its hash, and mail it', async () => {
    const w = await published();
    const count = await w.unitOfWork.run(() => w.signing.sign(signer, 'link', terms([{ versionId: w.versionId, typedName: '  meera k   NAIR ' }]), T0, VISITOR));
    expect(count).toBe(1);
    const [signature] = w.signatures.rows;
    const hash = createHash('sha256').update('Keep it to yourself.', 'utf8').digest('hex');
    expect(signature).toMatchObject({ visitId: 5, version: 1, versionHash: hash, typedName: 'meera k   NAIR', channel: 'link', drawingStorageKey: null });
    const copy = await PDFDocument.load(w.storage.files.get(signature!.signedCopyStorageKey)!);
    expect(copy.getKeywords()).toBe(`document:${w.documentId} version:1 sha256:${hash}`);
    expect(copy.getSubject()).toContain(hash);
    expect(w.events.recorded).toMatchObject([{ type: 'document.signed', to: { email: 'meera@example.com' }, version: 1, hash, signedCopyStorageKey: signature!.signedCopyStorageKey }]);
  });

  it('should not ask a returning visitor again until a new version is published, then keep both signatures', async () => {
    const w = await published();
    await w.unitOfWork.run(() => w.signing.sign(signer, 'link', terms([{ versionId: w.versionId, typedName: 'Meera K Nair' }]), T0, VISITOR));
    const again = { ...signer, visitId: 6 };
    expect(await w.signing.toSign(1, signer.phone, at(100))).toEqual({ documents: [], siteHasDocuments: true });
    // Nothing left to sign: the earlier signature is the acceptance, no box is asked for.
    expect(await w.unitOfWork.run(() => w.signing.sign(again, 'link', terms([]), at(100), VISITOR))).toBe(0);
    const next = await w.publish.execute(CLI, w.documentId, { text: 'Keep it all to yourself.' });
    expect((await w.signing.toSign(1, signer.phone, at(100))).documents.map((one) => one.version)).toEqual([2]);
    expect((await domainErrorOf(w.unitOfWork.run(() => w.signing.sign(again, 'kiosk', terms([], true), at(100), VISITOR)))).message).toBe(MESSAGES.details.termsRequired);
    await w.unitOfWork.run(() => w.signing.sign(again, 'kiosk', terms([{ versionId: next.current!.id, typedName: 'Meera K Nair' }], true), at(100), VISITOR));
    expect(w.signatures.rows.map((row) => [row.visitId, row.version])).toEqual([
      [5, 1],
      [6, 2],
    ]);
  });

  it('should check a walk-in\'s signatures before their visit exists as signing would refuse them, keeping nothing, and pass a returning signer (ADR 56)', async () => {
    const w = await published();
    const walkIn = { siteId: 1, phone: '98123 45670', name: 'Meera K Nair' };
    expect((await domainErrorOf(w.signing.check(walkIn, terms([]), T0))).code).toBe('input.invalid');
    expect((await domainErrorOf(w.signing.check(walkIn, terms([{ versionId: w.versionId, typedName: 'Someone Else' }]), T0))).code).toBe('document.name_mismatch');
    expect((await domainErrorOf(w.signing.check(walkIn, terms([{ versionId: w.versionId, typedName: 'Meera K Nair', drawing: pngHeader(100, 2000).toString('base64') }]), T0))).code).toBe('document.drawing_invalid');
    await w.signing.check(walkIn, terms([{ versionId: w.versionId, typedName: 'meera k nair' }]), T0);
    expect({ signatures: w.signatures.rows, events: w.events.recorded, files: w.storage.files.size }).toEqual({ signatures: [], events: [], files: 0 });

    // Signed once (the same phone, however spaced): nothing left to check; another phone still must sign.
    await w.unitOfWork.run(() => w.signing.sign(signer, 'kiosk', terms([{ versionId: w.versionId, typedName: 'Meera K Nair' }]), T0, VISITOR));
    await w.signing.check(walkIn, terms([]), at(1));
    expect((await domainErrorOf(w.signing.check({ ...walkIn, phone: '9812345671' }, terms([]), at(1)))).code).toBe('input.invalid');
  });

  it('should keep the description\'s box at a site without documents: ticked it passes, signing nothing; unticked it is refused', async () => {
    const w = documentsWorld();
    expect(await w.signing.toSign(1, signer.phone, T0)).toEqual({ documents: [], siteHasDocuments: false });
    expect(await w.unitOfWork.run(() => w.signing.sign(signer, 'link', terms([], true), T0, VISITOR))).toBe(0);
    for (const unticked of [false, undefined]) {
      const refused = await domainErrorOf(w.unitOfWork.run(() => w.signing.sign(signer, 'link', terms([], unticked), T0, VISITOR)));
      expect([refused.code, refused.message, refused.details]).toEqual(['input.invalid', MESSAGES.details.termsRequired, { field: 'termsAccepted' }]);
    }
  });
});
