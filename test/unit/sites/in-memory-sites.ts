import { DomainError } from '#kernel/domain-error.ts';
import { SiteRepository } from '../../../src/sites/application/ports.ts';
import { Site, type SiteSettings } from '../../../src/sites/domain/site.ts';
import { savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/** Sites in memory, for the use cases' unit tests: names unique whatever their case, as the table's index keeps them. */
export class InMemorySites extends SiteRepository implements TakesPartInTransactions {
  readonly rows: Site[] = [];
  savepoint(): () => void {
    return savepointOf(this.rows);
  }
  list(): Promise<Site[]> {
    return Promise.resolve([...this.rows].sort((a, b) => a.name.localeCompare(b.name)));
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
  private refuseTakenName(site: Site): void {
    if (this.rows.some((other) => other !== site && other.name.toLowerCase() === site.name.toLowerCase())) throw new DomainError('site.name_taken');
  }
}
