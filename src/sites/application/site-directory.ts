import { recordIdOf } from '#contract/record-id.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { sameName } from '#kernel/name-order.ts';
import { RETENTION_KINDS, type RetentionKind } from '#contract/validation/site.ts';
import { entranceForPresence, type EntrancePlace } from '../domain/entrance.ts';
import type { Site } from '../domain/site.ts';
import type { EntranceRef, SiteRepository } from './ports.ts';

/** What the rest of the product needs of a site to place a visit: its clock and its address. */
export interface SitePlace {
  readonly id: number;
  readonly name: string;
  /** The IANA zone of the site's clock: a visit's date, time and "today" are read in it. */
  readonly timeZone: string;
  readonly address: string | null;
  /** Its entrances (issue 30), retired ones too (past visits keep their names); none at most sites. */
  readonly entrances: readonly EntranceRef[];
}

/** What a site keeps, and for how many days (ADR 50). */
export type SiteRetention = Pick<Site, RetentionKind>;

/** What a site's nightly work needs (issue 30): its clock and its own retention and stale-visit settings. */
export interface SiteNightly extends SitePlace {
  readonly retention: SiteRetention;
  readonly closeStaleVisits: boolean;
}

/** What a kiosk needs of its site (issue 30): its place and clock, and whether a phone number needs the pass's PIN there. */
export interface KioskSite extends SitePlace {
  readonly kioskRequiresPin: boolean;
}
const retentionOf = (site: Site): SiteRetention => Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, site[kind]])) as unknown as SiteRetention;

const placeOf = ({ id, name, timeZone, address, entrances }: Omit<SitePlace, 'entrances'> & { readonly entrances?: readonly EntranceRef[] }): SitePlace => ({
  id,
  name,
  timeZone,
  address,
  entrances: entrances ?? [],
});

/**
 * The sites module's answer to the others (issue 30): visits and kiosks look a site's clock and
 * address up here, through the sites module's application layer, never through its table (ADR 2).
 */
export class SiteDirectory {
  constructor(private readonly sites: SiteRepository) {}

  /** Every site, by name. An installation has a handful: one read answers them all. */
  async all(): Promise<SitePlace[]> {
    return (await this.sites.places()).map(placeOf);
  }

  /** The site with this id, or null when there is none. */
  async byId(id: number): Promise<SitePlace | null> {
    return (await this.all()).find((site) => site.id === id) ?? null;
  }

  /** The kiosk's site with its PIN rule, read in the same statement as every place; null when there is none. */
  async kioskSite(id: number): Promise<KioskSite | null> {
    const site = (await this.sites.places()).find((one) => one.id === id);
    return site ? { ...placeOf(site), kioskRequiresPin: site.kioskRequiresPin } : null;
  }

  /** The site a command names by its id or its name (whatever its case); `site.not_found` when none. */
  async named(which: string): Promise<SitePlace> {
    const text = which.trim();
    const id = recordIdOf(text);
    const sites = await this.all();
    const found = sites.find((site) => site.id === id) ?? sites.find((site) => sameName(site.name, text));
    if (!found) throw new DomainError('site.not_found');
    return found;
  }

  /**
   * The entrance a check-in or check-out names (issue 30), after the rule of docs/adr/0053: it exists,
   * it is at the visit's site and it is in use; each refusal with its code.
   */
  async entranceForPresence(entranceId: number, visitSiteId: number): Promise<EntrancePlace> {
    return entranceForPresence(await this.entrance(entranceId), visitSiteId);
  }

  /** The entrance with this id, retired or not; undefined when there is none. */
  async entrance(entranceId: number): Promise<EntrancePlace | undefined> {
    for (const site of await this.all()) {
      const found = site.entrances.find((entrance) => entrance.id === entranceId);
      if (found) return { ...found, siteId: site.id };
    }
    return undefined;
  }

  /** Every site with its nightly settings: the jobs run each site's retention and stale closing on its own clock. */
  async nightly(): Promise<SiteNightly[]> {
    return (await this.sites.list()).map((site) => ({ ...placeOf(site), retention: retentionOf(site), closeStaleVisits: site.closeStaleVisits }));
  }

  /** The installation's first site (the lowest id): the one a one-site installation has. */
  async first(): Promise<SitePlace> {
    const sites = await this.all();
    const first = sites.reduce<SitePlace | undefined>((lowest, site) => (lowest && lowest.id < site.id ? lowest : site), undefined);
    if (!first) throw new Error('No site: the migrations make the first one (ADR 40)');
    return first;
  }

  /** A site's re-sign period in days (issue 31, ADR 54): 0 signs again only when a version changes; null for no such site. */
  async resignDays(id: number): Promise<number | null> {
    return (await this.sites.places()).find((one) => one.id === id)?.resignDays ?? null;
  }

  /** What a privacy notice names of a site (issue 31): its contact e-mail and how long it keeps visitor data (its personal data's days); null for no such site. */
  async noticeFacts(id: number): Promise<{ id: number; name: string; email: string | null; retentionDays: number } | null> {
    const site = (await this.sites.places()).find((one) => one.id === id);
    return site ? { id: site.id, name: site.name, email: site.email, retentionDays: site.personalDataDays } : null;
  }
}
