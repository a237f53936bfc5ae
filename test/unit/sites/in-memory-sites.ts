import { DomainError } from '#kernel/domain-error.ts';
import { EntranceRepository, SiteRepository, type SiteRow } from '../../../src/sites/application/ports.ts';
import type { Entrance } from '../../../src/sites/domain/entrance.ts';
import { sameEntranceName } from '../../../src/sites/domain/entrance.ts';
import { bySiteName, Site, type SiteSettings } from '../../../src/sites/domain/site.ts';
import { savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/** Sites in memory, for the use cases' unit tests: names unique whatever their case, as the table's index keeps them. */
export class InMemorySites extends SiteRepository implements TakesPartInTransactions {
  readonly rows: Site[] = [];
  /** Every site's entrances (issue 30), which InMemoryEntrances adds to. */
  readonly entrances: Entrance[] = [];
  savepoint(): () => void {
    return savepointOf(this.rows);
  }
  list(): Promise<Site[]> {
    return Promise.resolve([...this.rows].sort(bySiteName));
  }
  async places(): Promise<SiteRow[]> {
    return (await this.list()).map((site) => ({
      id: site.id,
      name: site.name,
      timeZone: site.timeZone,
      address: site.address,
      kioskRequiresPin: site.kioskRequiresPin,
      email: site.email,
      personalDataDays: site.personalDataDays,
      resignDays: site.resignDays,
      entrances: this.entrances.filter((entrance) => entrance.siteId === site.id).map((entrance) => ({ id: entrance.id, name: entrance.name, retired: entrance.isRetired() })),
    }));
  }
  add(site: Site): Promise<void> {
    this.refuseTakenName(site);
    site.id = this.rows.length + 1;
    this.rows.push(site);
    return Promise.resolve();
  }
  lockById(id: number): Promise<Site | null> {
    return Promise.resolve(this.rows.find((site) => site.id === id) ?? null);
  }
  lockByName(name: string): Promise<Site | null> {
    return Promise.resolve(this.rows.find((site) => site.name.toLowerCase() === name.trim().toLowerCase()) ?? null);
  }
  save(site: Site): Promise<void> {
    this.refuseTakenName(site);
    return Promise.resolve();
  }
  addIfNone(settings: SiteSettings, at: Date): Promise<number | null> {
    if (this.rows.length > 0) return Promise.resolve(null);
    const site = new Site(settings, at);
    site.id = 1;
    this.rows.push(site);
    return Promise.resolve(site.id);
  }
  fillAwaiting(settings: Omit<SiteSettings, 'name'>, at: Date): Promise<number | null> {
    const site = this.rows.find((row) => row.awaitsSettings);
    if (!site) return Promise.resolve(null);
    Object.assign(site, settings, { updatedAt: at, awaitsSettings: false });
    return Promise.resolve(site.id);
  }
  private refuseTakenName(site: Site): void {
    if (this.rows.some((other) => other !== site && other.name.toLowerCase() === site.name.toLowerCase())) throw new DomainError('site.name_taken');
  }
}

/** Sites in memory, one per zone given (ids 1, 2, …, no address), for the use cases that place visits at a site. */
export const sitesIn = (...zones: string[]): InMemorySites => {
  const sites = new InMemorySites();
  zones.forEach((timeZone, i) => {
    const site = new Site({ name: `Site ${i + 1}`, address: null, timeZone, email: null, personalDataDays: 180, photoDays: 180, auditLogDays: 365, processingLogDays: 365, closeStaleVisits: false, kioskRequiresPin: false }, new Date(0));
    site.id = i + 1;
    sites.rows.push(site);
  });
  return sites;
};

/** A site's entrances in memory (issue 30), kept in the sites' own list so that SiteDirectory reads them; names unique in use at a site, as the table's index keeps them. */
export class InMemoryEntrances extends EntranceRepository {
  constructor(private readonly sites: InMemorySites) {
    super();
  }
  ofSite(siteId: number): Promise<Entrance[]> {
    return Promise.resolve(this.sites.entrances.filter((entrance) => entrance.siteId === siteId));
  }
  all(): Promise<Entrance[]> {
    return Promise.resolve([...this.sites.entrances]);
  }
  lockById(id: number): Promise<Entrance | null> {
    return Promise.resolve(this.sites.entrances.find((entrance) => entrance.id === id) ?? null);
  }
  add(entrance: Entrance): Promise<void> {
    this.refuseTakenName(entrance);
    entrance.id = this.sites.entrances.length + 1;
    this.sites.entrances.push(entrance);
    return Promise.resolve();
  }
  save(entrance: Entrance): Promise<void> {
    this.refuseTakenName(entrance);
    return Promise.resolve();
  }
  private refuseTakenName(entrance: Entrance): void {
    const taken = this.sites.entrances.some((other) => other !== entrance && other.siteId === entrance.siteId && !other.isRetired() && !entrance.isRetired() && sameEntranceName(other.name, entrance.name));
    if (taken) throw new DomainError('entrance.name_taken');
  }
}
