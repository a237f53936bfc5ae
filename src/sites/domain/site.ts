import { compareNames } from '#kernel/name-order.ts';

/** What a site is made with: its place, its clock, its contact and its own settings. */
export interface SiteSettings {
  readonly name: string;
  /** Null only for a first site made from an installation without VMS_SITE_ADDRESS. */
  readonly address: string | null;
  readonly timeZone: string;
  readonly email: string | null;
  /** Days a visit's personal data is kept after the visit's day (ADR 50). */
  readonly personalDataDays: number;
  /** Days a visit's photos are kept after its day; the data's erasure takes them too. */
  readonly photoDays: number;
  /** Days the audit log's entries about the site's visits are kept (a year at least). */
  readonly auditLogDays: number;
  /** Days the processing logs (consent records, mails, webhook messages) are kept (a year at least). */
  readonly processingLogDays: number;
  /** Days after which a returning visitor signs the site's documents again; 0 (or absent): only when a version changes. */
  readonly resignDays?: number;
  readonly closeStaleVisits: boolean;
  readonly kioskRequiresPin: boolean;
}

/** Some of a site's settings, to change; the others stay. */
export type SiteChange = Partial<SiteSettings>;

/** Sites in the order every list shows them: by name, whatever its case, then by id. */
export const bySiteName = (a: { readonly name: string; readonly id: number }, b: { readonly name: string; readonly id: number }): number =>
  compareNames(a.name, b.name) || a.id - b.id;

/**
 * One office of the installation (issue 30): a name people know it by (unique whatever its case), a
 * postal address, the IANA zone its clock runs in, a contact address, and what used to be
 * installation-wide settings: how long each kind of data is kept (ADR 50), whether stale visits are closed at night,
 * whether its kiosks ask for the pass's PIN. The rules of each value are the shared schema's
 * (src/contract/validation/site.ts); a site is made and changed only with values that passed them.
 */
export class Site {
  id!: number;
  name: string;
  address: string | null;
  timeZone: string;
  email: string | null;
  personalDataDays: number;
  photoDays: number;
  auditLogDays: number;
  processingLogDays: number;
  resignDays: number;
  closeStaleVisits: boolean;
  kioskRequiresPin: boolean;
  createdAt: Date;
  updatedAt: Date;
  /**
   * True only for the first site a migration made in an installation from before sites had a site
   * (ADR 40): its settings are the environment's, which the next start reads into it.
   */
  awaitsSettings = false;

  constructor(settings: SiteSettings, at: Date) {
    this.name = settings.name;
    this.address = settings.address;
    this.timeZone = settings.timeZone;
    this.email = settings.email;
    this.personalDataDays = settings.personalDataDays;
    this.photoDays = settings.photoDays;
    this.auditLogDays = settings.auditLogDays;
    this.processingLogDays = settings.processingLogDays;
    this.resignDays = settings.resignDays ?? 0;
    this.closeStaleVisits = settings.closeStaleVisits;
    this.kioskRequiresPin = settings.kioskRequiresPin;
    this.createdAt = at;
    this.updatedAt = at;
  }

  settings(): SiteSettings {
    const { name, address, timeZone, email, personalDataDays, photoDays, auditLogDays, processingLogDays, resignDays, closeStaleVisits, kioskRequiresPin } = this;
    return { name, address, timeZone, email, personalDataDays, photoDays, auditLogDays, processingLogDays, resignDays, closeStaleVisits, kioskRequiresPin };
  }

  /**
   * Applies the given settings; answers those that really changed, each with its value before and
   * after (what the audit log keeps). Nothing changed, nothing is touched (not even `updatedAt`).
   */
  change(change: SiteChange, at: Date): Record<string, { readonly from: unknown; readonly to: unknown }> {
    const before = this.settings();
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(before) as (keyof SiteSettings)[]) {
      const value = change[key];
      if (value === undefined || value === before[key]) continue;
      changed[key] = { from: before[key], to: value };
    }
    if (Object.keys(changed).length === 0) return changed;
    Object.assign(this, Object.fromEntries(Object.entries(changed).map(([key, { to }]) => [key, to])));
    this.updatedAt = at;
    return changed;
  }
}
