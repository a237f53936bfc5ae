import type { Entrance } from '../domain/entrance.ts';
import type { Site, SiteSettings } from '../domain/site.ts';

/** An entrance as a site's place carries it: its id, name and whether it is retired (issue 30). */
export interface EntranceRef {
  readonly id: number;
  readonly name: string;
  readonly retired: boolean;
}

/**
 * What every place and kiosk lookup reads of a site, without entities: its place, its clock, whether its
 * kiosks ask for the PIN, and its entrances (retired ones too, for the names history shows).
 */
export type SiteRow = Pick<Site, 'id' | 'name' | 'timeZone' | 'address' | 'kioskRequiresPin' | 'email' | 'personalDataDays' | 'resignDays'> & {
  readonly entrances: readonly EntranceRef[];
};

export abstract class SiteRepository {
  /** Every site, by name (whatever its case). */
  abstract list(): Promise<Site[]>;
  /**
   * Each site's id, name, zone, address, kiosk PIN rule, contact, visitor data days, re-sign period and
   * entrances, by name, read without entities in one statement (every desk list, pass and kiosk lookup
   * asks), once per request: the same answer to each ask, never to be changed by the asker.
   */
  abstract places(): Promise<readonly SiteRow[]>;
  /** Adds the site now (it has its id after); a name another site has, whatever its case, is `site.name_taken`. */
  abstract add(site: Site): Promise<void>;
  /** The site with this id, locked until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<Site | null>;
  /** The site with this name whatever its case, locked until the transaction ends; null when there is none. */
  abstract lockByName(name: string): Promise<Site | null>;
  /** Writes a changed site now; a name another site has is `site.name_taken`. */
  abstract save(site: Site): Promise<void>;
  /**
   * Adds a site with these settings only when there is no site at all, in one statement: answers its
   * id, or null when there already was one. Processes starting at once may all try: the one that
   * inserts first wins, the others find its row (or its name, through the unique index) and add nothing.
   */
  abstract addIfNone(settings: SiteSettings, at: Date): Promise<number | null>;
  /**
   * Gives the first site a migration made as a placeholder (`awaitsSettings`, ADR 40) these settings
   * (its name stays), in one statement: answers its id, or null when no site awaits its settings.
   * Processes starting at once may all try: the first locks the row, the others then find it filled.
   */
  abstract fillAwaiting(settings: Omit<SiteSettings, 'name'>, at: Date): Promise<number | null>;
}

/** The site each user last picked (issue 30, ADR 51), one row per employee, in PostgreSQL. */
export abstract class SitePreferenceRepository {
  /** The site this employee last picked; null for none picked, or "all my sites". */
  abstract pickedBy(employeeId: number): Promise<number | null>;
  /** Remembers this pick (null: all their sites) in one statement, replacing the last. */
  abstract remember(employeeId: number, siteId: number | null, at: Date): Promise<void>;
}

/** A site's entrances (issue 30), for those who manage them. */
export abstract class EntranceRepository {
  /** The site's entrances, retired ones too. */
  abstract ofSite(siteId: number): Promise<Entrance[]>;
  /** Every site's entrances, retired ones too. */
  abstract all(): Promise<Entrance[]>;
  /** The entrance with this id, locked until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<Entrance | null>;
  /** Adds the entrance now (it has its id after); a name in use at its site, whatever its case, is `entrance.name_taken`. */
  abstract add(entrance: Entrance): Promise<void>;
  /** Writes a changed entrance now; a name in use at its site is `entrance.name_taken`. */
  abstract save(entrance: Entrance): Promise<void>;
}
