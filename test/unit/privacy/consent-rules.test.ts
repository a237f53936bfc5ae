import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES, giveConsent, needsNewConsent, purposesHeld, REQUIRED_PURPOSE, withdrawConsent, type ConsentRecord } from '../../../src/privacy/domain/consent.ts';
import { fillNotice, parseNoticeFile, type PrivacyNotice } from '../../../src/privacy/domain/privacy-notice.ts';

const NOTICES = join(import.meta.dirname, '../../../src/privacy/notices');
const FACTS = { site: 'Pune Works', grievanceEmail: 'privacy@example.com', retentionDays: 180 };

/** A shipped notice file, read and filled in as a visitor would read it. */
const notice = (file: string): PrivacyNotice => {
  const parsed = parseNoticeFile(readFileSync(join(NOTICES, file), 'utf8'), CONSENT_PURPOSES, REQUIRED_PURPOSE);
  if (typeof parsed === 'string') throw new Error(`${file}: ${parsed}`);
  const body = fillNotice(parsed.body, FACTS);
  return { ...parsed, body, hash: createHash('sha256').update(body).digest('hex') };
};

const AT = new Date('2026-11-29T04:30:00Z');
const SUBJECT = { kind: 'visit', visitId: 41 } as const;

describe('the privacy notices shipped (issue 31)', () => {
  it('should hold each version in English and Hindi, each stating the same purposes, with the site\'s facts filled in', () => {
    const files = readdirSync(NOTICES).sort();
    expect(files).toEqual(['1.en.md', '1.hi.md']);
    const [en, hi] = files.map(notice);
    expect([en!.version, en!.language, hi!.version, hi!.language]).toEqual([1, 'en', 1, 'hi']);
    expect(hi!.purposes).toEqual(en!.purposes);
    for (const read of [en!, hi!]) {
      expect(read.body).toContain('Pune Works');
      expect(read.body).toContain('privacy@example.com');
      expect(read.body).toContain('180');
      expect(read.body).not.toMatch(/\{\w+\}/);
    }
    expect(hi!.body).toMatch(/गोपनीयता सूचना/);
  });

  it('should refuse a notice file whose head is wrong, names an unknown purpose, leaves out the visit\'s, or an unknown placeholder', () => {
    const file = (head: string, body = 'Text') => `---\n${head}\n---\n${body}`;
    expect(parseNoticeFile('no head', CONSENT_PURPOSES, REQUIRED_PURPOSE)).toBe('notice.head_invalid');
    expect(parseNoticeFile(file('version: 2\nlanguage: ta\npurposes: visit_processing, marketing'), CONSENT_PURPOSES, REQUIRED_PURPOSE)).toBe('notice.purpose_unknown');
    expect(parseNoticeFile(file('version: 2\nlanguage: ta\npurposes: photo_badge_reuse'), CONSENT_PURPOSES, REQUIRED_PURPOSE)).toBe('notice.required_purpose_missing');
    expect(parseNoticeFile(file('version: 2\nlanguage: ta\npurposes: visit_processing', 'Hello {visitor}'), CONSENT_PURPOSES, REQUIRED_PURPOSE)).toBe('notice.placeholder_unknown');
    expect(parseNoticeFile(file('version: 2\nlanguage: ta\npurposes: visit_processing', 'Hello {site}'), CONSENT_PURPOSES, REQUIRED_PURPOSE)).toMatchObject({ version: 2, language: 'ta', purposes: ['visit_processing'] });
  });
});

describe('consent as evidence', () => {
  const hindi = notice('1.hi.md');

  it('should record who, which notice version, language and text, when, the channel, and each purpose agreed to', () => {
    expect(giveConsent({ subject: SUBJECT, notice: hindi, channel: 'link', purposes: ['visit_processing'], at: AT })).toEqual({
      subject: SUBJECT,
      noticeVersion: 1,
      noticeLanguage: 'hi',
      noticeHash: hindi.hash,
      channel: 'link',
      purposes: ['visit_processing'],
      givenAt: AT,
      withdrawnAt: null,
    });
  });

  it('should be specific: the visit\'s purpose is needed, an optional one only when ticked, nothing the notice does not state, each once', () => {
    const give = (purposes: readonly (typeof CONSENT_PURPOSES)[number][], over: Partial<PrivacyNotice> = {}) =>
      giveConsent({ subject: SUBJECT, notice: { ...hindi, ...over }, channel: 'kiosk', purposes, at: AT });
    expect(give([])).toBe('consent.required_purpose_missing');
    expect(give(['photo_badge_reuse'])).toBe('consent.required_purpose_missing');
    expect(give(['visit_processing', 'visit_processing'])).toBe('consent.purpose_repeated');
    expect(give(['visit_processing', 'photo_badge_reuse'], { purposes: ['visit_processing'] })).toBe('consent.purpose_not_in_notice');
    expect(give(['photo_badge_reuse', 'visit_processing'])).toMatchObject({ purposes: ['visit_processing', 'photo_badge_reuse'] });
  });

  it('should be withdrawn as easily as given, once, after which no purpose holds', () => {
    const given = giveConsent({ subject: SUBJECT, notice: hindi, channel: 'registration', purposes: ['visit_processing', 'photo_badge_reuse'], at: AT }) as ConsentRecord;
    const later = new Date(AT.getTime() + 60_000);
    const withdrawn = withdrawConsent(given, later);
    expect(withdrawn.withdrawnAt).toEqual(later);
    expect(withdrawConsent(withdrawn, new Date(later.getTime() + 60_000)).withdrawnAt).toEqual(later);
    expect(purposesHeld(withdrawn, new Date(later.getTime() - 1))).toEqual(['visit_processing', 'photo_badge_reuse']);
    expect(purposesHeld(withdrawn, later)).toEqual([]);
    expect(purposesHeld(given, new Date(AT.getTime() - 1))).toEqual([]);
  });

  it('should ask again for a newer notice version, or after a withdrawal, not for the same version in another language', () => {
    const given = giveConsent({ subject: SUBJECT, notice: hindi, channel: 'link', purposes: ['visit_processing'], at: AT }) as ConsentRecord;
    expect(needsNewConsent(null, { version: 1 })).toBe(true);
    expect(needsNewConsent(given, notice('1.en.md'))).toBe(false);
    expect(needsNewConsent(given, { version: 2 })).toBe(true);
    expect(needsNewConsent(withdrawConsent(given, AT), { version: 1 })).toBe(true);
  });
});
