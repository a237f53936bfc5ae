import { describe, expect, it } from 'vitest';
import { PRIVACY_REQUEST_DAYS, privacyRequestDue } from '#contract/privacy-rights.ts';
import { correctionRequestSchema } from '#contract/validation/privacy-rights.ts';
import type { DomainError } from '#kernel/domain-error.ts';
import { erasureDecision, LOG_FLOOR_DAYS, type ErasureFacts } from '../../../src/privacy/domain/erasure-policy.ts';
import { PrivacyRequest } from '../../../src/privacy/domain/privacy-request.ts';
import { RIGHTS_LINK_DAYS, RightsLinks } from '../../../src/privacy/application/rights-links.ts';
import { WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';
import { HmacCrypto } from './in-memory-privacy.ts';

const DAY_MS = 86_400_000;
const AT = new Date('2026-11-29T04:30:00Z');
const codeOf = (work: () => unknown): string => {
  try {
    work();
    return 'none';
  } catch (error) {
    return (error as DomainError).code;
  }
};

const facts = (overrides: Partial<ErasureFacts>): ErasureFacts => ({
  visitId: 5,
  state: 'checked_out',
  flagUnderReview: false,
  visitDate: '2026-11-20',
  timeZone: 'Asia/Kolkata',
  lastActivity: new Date('2026-11-20T12:00:00Z'),
  ...overrides,
});

/** The erasure policy (docs/product/privacy.md PRIV-RIGHTS-05): what is erased at once, what is kept and until when. */
describe('erasureDecision', () => {
  it('should erase a past visit at once, its processing logs kept for the one-year floor from its last activity', () => {
    expect(erasureDecision(facts({}))).toEqual({ visitId: 5, erase: true, logsKeptUntil: new Date(new Date('2026-11-20T12:00:00Z').getTime() + LOG_FLOOR_DAYS * DAY_MS) });
    expect(LOG_FLOOR_DAYS).toBe(365);
    for (const state of ['missed', 'cancelled', 'declined'] as const) expect(erasureDecision(facts({ state })).erase).toBe(true);
  });

  it('should keep a visit whose visitor is on site until they are checked out (no date: it depends on the check-out)', () => {
    expect(erasureDecision(facts({ state: 'checked_in' }))).toEqual({ visitId: 5, erase: false, reason: 'on_site', until: null });
  });

  it("should keep a visit still to come until the end of its day on the site's clock", () => {
    for (const state of ['awaiting_details', 'awaiting_approval', 'expected'] as const) {
      // 23:59:59.999 on 5 December in Kolkata is 18:29:59.999 UTC.
      expect(erasureDecision(facts({ state, visitDate: '2026-12-05' }))).toEqual({ visitId: 5, erase: false, reason: 'upcoming', until: new Date('2026-12-05T18:29:59.999Z') });
    }
    expect(erasureDecision(facts({ state: 'expected', visitDate: '2026-12-05', timeZone: 'Europe/London' }))).toMatchObject({ until: new Date('2026-12-05T23:59:59.999Z') });
  });

  it('should keep a visit with a watchlist flag under review until security closes it, whatever its state', () => {
    for (const state of ['checked_out', 'checked_in', 'expected'] as const) {
      expect(erasureDecision(facts({ state, flagUnderReview: true }))).toEqual({ visitId: 5, erase: false, reason: 'flag_review', until: null });
    }
  });
});

describe('privacyRequestDue', () => {
  it('should give a correction and a grievance ninety days (DPDP Rules 2025 r.14(3)), an access or an erasure none (answered at once)', () => {
    expect(PRIVACY_REQUEST_DAYS).toBe(90);
    expect(privacyRequestDue('grievance', AT)).toEqual(new Date('2027-02-27T04:30:00Z'));
    expect(privacyRequestDue('correction', AT)).toEqual(new Date('2027-02-27T04:30:00Z'));
    expect(privacyRequestDue('access', AT)).toEqual(AT);
    expect(privacyRequestDue('erasure', AT)).toEqual(AT);
  });

  it('should be open until answered, once: an erasure that kept a visit stays open, one that kept none is done as made', () => {
    const grievance = new PrivacyRequest({ kind: 'grievance', subjectHash: 'h', visitId: 1, madeAt: AT, text: 'Why was my photo taken?' });
    expect([grievance.status, grievance.dueAt]).toEqual(['open', new Date(AT.getTime() + 90 * DAY_MS)]);
    grievance.resolve('done', 'Answered.', 'admin@example.com', AT);
    expect(codeOf(() => grievance.resolve('rejected', 'again', 'admin@example.com', AT))).toBe('rights.request_already_resolved');
    expect(new PrivacyRequest({ kind: 'erasure', subjectHash: 'h', visitId: 1, madeAt: AT, outcome: 'x', keptVisitIds: [3] }).status).toBe('open');
    expect(new PrivacyRequest({ kind: 'erasure', subjectHash: 'h', visitId: 1, madeAt: AT, outcome: 'x' }).status).toBe('done');
  });
});

describe('correctionRequestSchema', () => {
  it("should hold a corrected value to the rule of the form that took it, in that form's words", () => {
    expect(correctionRequestSchema.safeParse({ visitId: 3, field: 'phone', value: '98765 43210' }).success).toBe(false);
    expect(correctionRequestSchema.parse({ visitId: 3, field: 'phone', value: ' 9876543210 ' })).toEqual({ visitId: 3, field: 'phone', value: '9876543210' });
    expect(correctionRequestSchema.safeParse({ visitId: 3, field: 'idLast4', value: '1234' }).success).toBe(false);
    expect(correctionRequestSchema.safeParse({ visitId: 3, field: 'address', value: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('RightsLinks', () => {
  const links = new RightsLinks(new HmacCrypto(), 'https://vms.example.com');
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('should name the visit it was made for, until ninety days after the mail', () => {
    const token = tokenOf(links.url(41, AT));
    expect(links.url(41, AT)).toMatch(/^https:\/\/vms\.example\.com\/YourData\?token=41\.\d+\.[0-9a-f]{64}$/);
    expect(links.visitOf(token, new Date(AT.getTime() + RIGHTS_LINK_DAYS * DAY_MS - 1000))).toBe(41);
    expect(codeOf(() => links.visitOf(token, new Date(AT.getTime() + RIGHTS_LINK_DAYS * DAY_MS)))).toBe('rights.link_expired');
  });

  it('should refuse a token changed in any part, or a withdrawal link\'s token (signed for another purpose)', () => {
    const [visit, expires, mac] = tokenOf(links.url(41, AT)).split('.') as [string, string, string];
    const withdrawal = tokenOf(new WithdrawalLinks(new HmacCrypto(), 'https://vms.example.com').url(41, AT));
    for (const token of [`42.${expires}.${mac}`, `${visit}.${Number(expires) + 86_400}.${mac}`, `${visit}.${expires}.${mac.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`, withdrawal, '', 'x', undefined, 41]) {
      expect(codeOf(() => links.visitOf(token, AT))).toBe('rights.link_invalid');
    }
  });
});
