import { DomainError } from '#kernel/domain-error.ts';
import { SiteRepository } from '../../../src/sites/application/ports.ts';
import { bySiteName, Site, type SiteSettings } from '../../../src/sites/domain/site.ts';
import { savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/** Sites in memory, for the use cases' unit tests: names unique whatever their case, as the table's index keeps them. */
export class InMemorySites extends SiteRepository implements TakesPartInTransactions {
  readonly rows: Site[] = [];
  savepoint(): () => void {
    return savepointOf(this.rows);
  }
  list(): Promise<Site[]> {
    return Promise.resolve([...this.rows].sort(bySiteName));
  }
  places(): Promise<Site[]> {
    return this.list();
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
