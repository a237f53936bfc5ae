import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';
import type { ConsentInput } from '#contract/consent.ts';
import type { DomainError } from '#kernel/domain-error.ts';
import { WithdrawEmployeeConsent } from '../../../src/privacy/application/withdraw-employee-consent.ts';
import { WithdrawVisitorConsent } from '../../../src/privacy/application/withdraw-visitor-consent.ts';
import { WITHDRAWAL_LINK_DAYS, WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';
import { DAY, FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog } from '../identity/in-memory-identity.ts';
import { HmacCrypto, privacyWorld, RecordingVisitEffects } from './in-memory-privacy.ts';

const AT = new Date('2026-11-29T04:30:00Z');
const HINDI: ConsentInput = { noticeVersion: 1, language: 'hi', purposes: ['visit_processing'] };
const codeOf = async (promise: Promise<unknown>): Promise<string> => ((await promise.then(() => null, (error: unknown) => error)) as DomainError | null)?.code ?? 'none';

/** The use cases of consent (issue 31, docs/product/privacy.md PRIV-CONSENT, PRIV-WITHDRAW) with in-memory ports. */
describe('ConsentLedger', () => {
  it('should record the consent against the notice read at the site: its version, language and the hash of its filled text', async () => {
    const w = privacyWorld([{ id: 7, name: 'Chennai Plant', grievanceEmail: 'dpo@example.com', retentionDays: 90 }]);
    const read = await w.notices.read(7, 'hi');
    const entry = await w.ledger.record({ subject: { kind: 'visit', visitId: 41 }, siteId: 7, channel: 'link', consent: HINDI, at: AT });
    expect(entry.record()).toEqual({
      subject: { kind: 'visit', visitId: 41 },
      noticeVersion: 1,
      noticeLanguage: 'hi',
      noticeHash: (await w.notices.exact(7, 1, 'hi')).notice.hash,
      channel: 'link',
      purposes: ['visit_processing'],
      givenAt: AT,
      withdrawnAt: null,
    });
    expect(read.body).toContain('Chennai Plant');
    expect(read.body).toContain('dpo@example.com');
    expect(entry.siteId).toBe(7);
    expect(w.consents.rows).toEqual([entry]);
  });

  it('should be versioned: a version that is not the current one, or a language it is not in, is refused and nothing is kept', async () => {
    const w = privacyWorld();
    for (const consent of [{ ...HINDI, noticeVersion: 2 }, { ...HINDI, noticeVersion: 0 }, { ...HINDI, language: 'ta' }]) {
      expect(await codeOf(w.ledger.record({ subject: { kind: 'visit', visitId: 1 }, siteId: 1, channel: 'kiosk', consent, at: AT }))).toBe('consent.notice_unknown');
    }
    expect(await codeOf(w.ledger.record({ subject: { kind: 'visit', visitId: 1 }, siteId: 99, channel: 'kiosk', consent: HINDI, at: AT }))).toBe('consent.notice_unknown');
    expect(w.consents.rows).toEqual([]);
  });

  it('should be specific: without the visit\'s purpose, or a purpose twice, it is consent.required', async () => {
    const w = privacyWorld();
    for (const purposes of [[], ['photo_badge_reuse'], ['visit_processing', 'visit_processing']] as const) {
      expect(await codeOf(w.ledger.record({ subject: { kind: 'employee', employeeId: 3 }, siteId: null, channel: 'registration', consent: { ...HINDI, purposes: [...purposes] }, at: AT }))).toBe('consent.required');
    }
    expect(w.consents.rows).toEqual([]);
  });

  it('should answer the notice in the language asked for, or in English, with every language on offer and the optional purposes not required', async () => {
    const w = privacyWorld();
    for (const [asked, got] of [['hi', 'hi'], ['ta', 'en'], [undefined, 'en']] as const) {
      const read = await w.notices.read(null, asked);
      expect([read.language, read.languages.map((one) => one.code)]).toEqual([got, ['en', 'hi']]);
      expect(read.purposes.map((one) => [one.purpose, one.required])).toEqual([['visit_processing', true], ['photo_badge_reuse', false]]);
    }
  });
});

describe(WithdrawalLinks.name, () => {
  const links = new WithdrawalLinks(new HmacCrypto(), 'http://vms.test');
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('should name the visit until it expires, and refuse a changed token', () => {
    const token = tokenOf(links.url(41, AT));
    expect(links.visitOf(token, new Date(AT.getTime() + (WITHDRAWAL_LINK_DAYS * DAY - 1)))).toBe(41);
    expect(() => links.visitOf(token, new Date(AT.getTime() + WITHDRAWAL_LINK_DAYS * DAY))).toThrow(expect.objectContaining({ code: 'consent.withdrawal_link_expired' }));
    const [visit, expires, mac] = token.split('.') as [string, string, string];
    for (const forged of [`42.${expires}.${mac}`, `${visit}.${Number(expires) + 86_400}.${mac}`, `${visit}.${expires}.${'0'.repeat(64)}`, '', 'x', null]) {
      expect(() => links.visitOf(forged, AT)).toThrow(expect.objectContaining({ code: 'consent.withdrawal_link_invalid' }));
    }
  });
});

describe(WithdrawVisitorConsent.name, () => {
  const setUp = async (purposes: ConsentInput['purposes']) => {
    const w = privacyWorld();
    const clock = new FakeClock(AT);
    const audit = new RecordingAuditLog();
    const effects = new RecordingVisitEffects();
    const links = new WithdrawalLinks(new HmacCrypto(), 'http://vms.test');
    const withdraw = new WithdrawVisitorConsent(links, w.consents, effects, audit, clock, new InMemoryUnitOfWork(w.consents, audit));
    await w.ledger.record({ subject: { kind: 'visit', visitId: 41 }, siteId: 1, channel: 'link', consent: { ...HINDI, purposes }, at: AT });
    const token = new URL(links.url(41, AT)).searchParams.get('token')!;
    return { ...w, clock, audit, effects, withdraw, token };
  };

  it('should be withdrawable: the record kept with its time, the visit\'s effects asked for, the photo erased only when it was kept for reuse', async () => {
    const { withdraw, token, clock, consents, effects, audit } = await setUp(['visit_processing', 'photo_badge_reuse']);
    clock.advance(60_000);
    effects.answer = { cancelled: true, photosErased: 2 };
    expect(await withdraw.execute(token)).toEqual({ message: CONSENT_MESSAGES.withdrawn, cancelled: true, photosErased: 2 });
    expect(consents.rows.map((row) => row.withdrawnAt)).toEqual([clock.now()]);
    expect(effects.calls).toEqual([{ visitId: 41, at: clock.now(), erasePhotos: true }]);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'consent.withdrawn', subjectId: 41, details: { channel: 'mail_link', records: 1, visitCancelled: true, photosErased: 2 } })]);
  });

  it('should keep the photo of a visitor who never agreed to keep it, and withdraw once', async () => {
    const { withdraw, token, clock, consents, effects, audit } = await setUp(['visit_processing']);
    await withdraw.execute(token);
    const first = clock.now();
    clock.advance(60_000);
    effects.answer = { cancelled: false, photosErased: 0 };
    expect(await withdraw.execute(token)).toMatchObject({ message: CONSENT_MESSAGES.withdrawn, cancelled: false });
    expect(consents.rows.map((row) => row.withdrawnAt)).toEqual([first]);
    expect(effects.calls.map((call) => call.erasePhotos)).toEqual([false, false]);
    expect(audit.actions()).toEqual(['consent.withdrawn']);
  });

  it('should say there is nothing to withdraw for a visit without a consent', async () => {
    const { withdraw } = await setUp(['visit_processing']);
    const other = new URL(new WithdrawalLinks(new HmacCrypto(), 'http://vms.test').url(99, AT)).searchParams.get('token')!;
    expect(await codeOf(withdraw.execute(other))).toBe('consent.nothing_to_withdraw');
  });
});

describe(WithdrawEmployeeConsent.name, () => {
  it('should withdraw the registration\'s consent with one call, keep the record and say so', async () => {
    const w = privacyWorld();
    const clock = new FakeClock(AT);
    const audit = new RecordingAuditLog();
    const withdraw = new WithdrawEmployeeConsent(w.consents, audit, clock, new InMemoryUnitOfWork(audit));
    const principal = { sessionId: 's', employeeId: 3, email: 'neha@example.com', name: 'Neha', role: 'employee' as const, siteIds: [], homeSiteId: 1 };
    expect(await codeOf(withdraw.execute(principal))).toBe('consent.nothing_to_withdraw');
    await w.ledger.record({ subject: { kind: 'employee', employeeId: 3 }, siteId: null, channel: 'registration', consent: HINDI, at: AT });
    expect(await withdraw.read(principal)).toEqual({ given: true, withdrawn: false, noticeVersion: 1, noticeLanguage: 'hi' });
    expect(await withdraw.execute(principal)).toEqual({ message: CONSENT_MESSAGES.employeeWithdrawn });
    expect(await withdraw.read(principal)).toMatchObject({ given: true, withdrawn: true });
    expect(w.consents.rows).toHaveLength(1);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'consent.withdrawn', subjectType: 'employee', details: { channel: 'employee_button', records: 1 } })]);
  });
});
