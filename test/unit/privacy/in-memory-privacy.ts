import { createHmac, timingSafeEqual } from 'node:crypto';
import { FileNoticeLibrary } from '../../../src/privacy/adapters/file-notice-library.ts';
import { ConsentLedger } from '../../../src/privacy/application/consent-ledger.ts';
import { ConsentRepository, NoticeSites, VisitConsentEffects, type NoticeSite, type WithdrawalEffects } from '../../../src/privacy/application/ports.ts';
import { PrivacyNotices } from '../../../src/privacy/application/privacy-notices.ts';
import type { ConsentEntry } from '../../../src/privacy/domain/consent-entry.ts';
import type { ConsentSubject } from '../../../src/privacy/domain/consent.ts';
import { ServerCrypto } from '../../../src/platform/ports/server-crypto.ts';
import { savepointOf } from '../identity/in-memory-identity.ts';

/** Privacy's ports in memory (issue 31), for the use cases that record or withdraw a consent. */
export class InMemoryConsents extends ConsentRepository {
  readonly rows: ConsentEntry[] = [];
  private nextId = 1;

  savepoint(): () => void {
    return savepointOf(this.rows);
  }

  add(entry: ConsentEntry): void {
    entry.id = this.nextId++;
    this.rows.push(entry);
  }

  lockFor(subject: ConsentSubject): Promise<ConsentEntry[]> {
    return this.listFor(subject);
  }

  listFor(subject: ConsentSubject): Promise<ConsentEntry[]> {
    return Promise.resolve(this.rows.filter((row) => (subject.kind === 'visit' ? row.visitId === subject.visitId : row.employeeId === subject.employeeId)));
  }
}

/** Sites by id, the first one when none is named. */
export class FixedNoticeSites extends NoticeSites {
  constructor(readonly sites: readonly NoticeSite[] = [{ id: 1, name: 'Pune Works', grievanceEmail: 'privacy@example.com', retentionDays: 180 }]) {
    super();
  }

  byId(id: number | null): Promise<NoticeSite | null> {
    return Promise.resolve(id === null ? (this.sites[0] ?? null) : (this.sites.find((site) => site.id === id) ?? null));
  }
}

/** What visits would do after a withdrawal, as told. */
export class RecordingVisitEffects extends VisitConsentEffects {
  readonly calls: { visitId: number; at: Date; erasePhotos: boolean }[] = [];
  answer: WithdrawalEffects = { cancelled: true, photosErased: 0 };

  afterWithdrawal(visitId: number, at: Date, erasePhotos: boolean): Promise<WithdrawalEffects> {
    this.calls.push({ visitId, at, erasePhotos });
    return Promise.resolve({ ...this.answer, photosErased: erasePhotos ? this.answer.photosErased : 0 });
  }
}

/** A real HMAC under a fixed secret: the withdrawal link's signature is checked as the product checks it. */
export class HmacCrypto extends ServerCrypto {
  randomToken(): string {
    return 'token';
  }
  randomDigits(length: number): string {
    return '1'.repeat(length);
  }
  randomUuid(): string {
    return '00000000-0000-4000-8000-000000000000';
  }
  randomString(length: number): string {
    return 'x'.repeat(length);
  }
  keyedHash(purpose: string, value: string): string {
    return createHmac('sha256', `test-secret|${purpose}`).update(value).digest('hex');
  }
  safeEqual(a: string, b: string): boolean {
    return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  }
}

/** The shipped notices (`src/privacy/notices`) at the given sites, and a ledger over in-memory consents. */
export const privacyWorld = (sites?: readonly NoticeSite[]) => {
  const consents = new InMemoryConsents();
  const notices = new PrivacyNotices(new FileNoticeLibrary(), new FixedNoticeSites(sites));
  return { consents, notices, ledger: new ConsentLedger(consents, notices) };
};
