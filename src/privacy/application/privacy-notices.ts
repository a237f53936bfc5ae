import { DomainError } from '#kernel/domain-error.ts';
import type { PrivacyNoticeAnswer } from '#contract/api/privacy-answers.ts';
import { REQUIRED_PURPOSE, type ConsentPurpose } from '#contract/consent.ts';
import { fillNotice, type PrivacyNotice } from '../domain/privacy-notice.ts';
import type { NoticeLibrary, NoticeSites } from './ports.ts';

/** The language a person gets when they ask for none, or for one the notice is not in. */
export const DEFAULT_NOTICE_LANGUAGE = 'en';

/**
 * A site's privacy notice (docs/product/privacy.md PRIV-NOTICE): the current version (the highest of
 * the files) in the language the person chooses, filled in with the site's facts and hashed, so that
 * a consent names exactly the text that was read.
 */
export class PrivacyNotices {
  constructor(
    private readonly library: NoticeLibrary,
    private readonly sites: NoticeSites,
  ) {}

  /** The current version's number. */
  currentVersion(): number {
    return Math.max(...this.library.all().map((notice) => notice.version));
  }

  /** The current notice of a site (or of the first site) in `language`, or in English when it is not in that language. */
  async read(siteId: number | null, language: string | undefined): Promise<PrivacyNoticeAnswer> {
    const version = this.currentVersion();
    const inVersion = this.library.all().filter((notice) => notice.version === version);
    const chosen = inVersion.find((notice) => notice.language === language) ?? inVersion.find((notice) => notice.language === DEFAULT_NOTICE_LANGUAGE) ?? inVersion[0]!;
    const { notice } = await this.filled(siteId, chosen);
    return {
      version,
      language: notice.language,
      languages: inVersion.map((one) => ({ code: one.language, name: one.languageName })),
      body: notice.body,
      button: notice.button,
      purposes: notice.purposes.map((purpose) => ({
        purpose: purpose as ConsentPurpose,
        label: notice.labels[purpose] ?? purpose,
        required: purpose === REQUIRED_PURPOSE,
      })),
    };
  }

  /** The notice a consent names: the current version in one of its languages, at that site; else `consent.notice_unknown`. */
  async exact(siteId: number | null, version: number, language: string): Promise<{ notice: PrivacyNotice; siteId: number }> {
    const file = this.library.all().find((notice) => notice.version === version && notice.language === language);
    if (!file || version !== this.currentVersion()) throw new DomainError('consent.notice_unknown');
    return this.filled(siteId, file);
  }

  private async filled(siteId: number | null, file: Omit<PrivacyNotice, 'hash'>): Promise<{ notice: PrivacyNotice; siteId: number }> {
    const site = await this.sites.byId(siteId);
    if (!site) throw new DomainError('consent.notice_unknown');
    const body = fillNotice(file.body, { site: site.name, grievanceEmail: site.grievanceEmail, retentionDays: site.retentionDays });
    return { notice: { ...file, body, hash: this.library.hashOf(body) }, siteId: site.id };
  }
}
