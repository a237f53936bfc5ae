import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '#kernel/domain-error.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { forgetInScope, notedInScope, oncePerScope } from '../../../platform/database/entity-manager-scope.ts';
import { SITE_CATALOG_VERSION, SITE_CATALOG_VERSION_SQL } from '../../../platform/database/site-catalog-version.ts';
import { runPrepared, runSql } from '../../../platform/database/prepared-sql.ts';
import { SiteRepository, type SiteRow } from '../../application/ports.ts';
import { bySiteName, Site, type SiteSettings } from '../../domain/site.ts';

/**
 * One statement, so that processes starting at once cannot both add a first site: each sees no site
 * (neither sees the other's uncommitted row), but the second insert of the same name waits on the
 * unique index for the first to commit, then does nothing (`on conflict do nothing`).
 */
const ADD_IF_NONE = `insert into site (name, address, time_zone, email, personal_data_days, photo_days, audit_log_days, processing_log_days,
    close_stale_visits, kiosk_requires_pin, created_at, updated_at)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11
   where not exists (select 1 from site)
  on conflict do nothing
  returning id`;

/** The placeholder's row is locked by the first start to reach it; another start then re-reads it, filled, and matches nothing. */
const FILL_AWAITING = `update site set address = $1, time_zone = $2, email = $3, personal_data_days = $4, photo_days = $5, audit_log_days = $6,
    processing_log_days = $7, close_stale_visits = $8, kiosk_requires_pin = $9, updated_at = $10, awaits_settings = false
  where awaits_settings
  returning id`;

/** The scope's read of PLACES (oncePerScope): a check-in asks for its site three times, a desk list twice. Site and entrance writes forget it. */
const SITE_PLACES_READ = Symbol('sites.places');

/**
 * The sites and, in the same statement, each one's entrances (issue 30) and the version they are at
 * (site-catalog-version.ts): read together, in one snapshot, so that the rows kept under a version
 * are the rows of that version.
 */
const PLACES = {
  name: 'sites.places',
  text: `select s.id, s.name, s.time_zone as "timeZone", s.address, s.kiosk_requires_pin as "kioskRequiresPin",
                s.email, s.personal_data_days as "personalDataDays", s.resign_days as "resignDays",
                coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name, 'retired', e.retired_at is not null) order by e.id)
                            from entrance e where e.site_id = s.id), '[]'::json) as entrances,
                ${SITE_CATALOG_VERSION_SQL} as "catalogVersion"
           from site s`,
};

/**
 * After a write of a site or an entrance: the scope reads the sites again, and not as of the version
 * its session read (the write made a newer one).
 */
export const forgetPlaces = (): void => {
  forgetInScope(SITE_PLACES_READ);
  forgetInScope(SITE_CATALOG_VERSION);
};

/** The sites as last read by this process, with the version they were read at. */
interface KnownPlaces {
  readonly version: number;
  readonly places: readonly SiteRow[];
}

/** A site's settings in the order ADD_IF_NONE (after the name) and FILL_AWAITING bind them. */
const settingValues = (settings: Omit<SiteSettings, 'name'>): unknown[] => [
  settings.address,
  settings.timeZone,
  settings.email,
  settings.personalDataDays,
  settings.photoDays,
  settings.auditLogDays,
  settings.processingLogDays,
  settings.closeStaleVisits,
  settings.kioskRequiresPin,
];

/** A change that ran into the name index: the name is another site's. */
const takenName = (error: unknown): never => {
  if (error instanceof UniqueConstraintViolationException) throw new DomainError('site.name_taken');
  throw error;
};

export class MikroOrmSiteRepository extends SiteRepository {
  /**
   * Kept by this repository, one per container and so per database (the container's singleton): a
   * test process with several databases never answers one's sites from another's.
   */
  #known: KnownPlaces | undefined;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<Site[]> {
    const sites = await this.em.find(Site, {}, { refresh: true });
    return sites.sort(bySiteName);
  }

  /**
   * Every site with its entrances, by name. Without a round trip when the request's session read the
   * version (SITE_CATALOG_VERSION) and this process last read the sites at that same version: any change
   * to a site or an entrance, by any process, makes a new version in its own transaction (ADR 62).
   */
  places(): Promise<readonly SiteRow[]> {
    return oncePerScope(SITE_PLACES_READ, async () => {
      const current = notedInScope<number>(SITE_CATALOG_VERSION);
      if (current !== undefined && this.#known?.version === current) return this.#known.places;
      const rows = await runPrepared<SiteRow & { catalogVersion: number | null }>(this.em, PLACES, []);
      const places = rows.map(({ catalogVersion: _version, ...place }) => place).sort(bySiteName);
      const version = rows[0]?.catalogVersion;
      if (typeof version === 'number') this.#known = { version, places };
      return places;
    });
  }

  async add(site: Site): Promise<void> {
    assertInTransaction(this.em, 'SiteRepository.add');
    this.em.persist(site);
    await this.em.flush().catch(takenName);
    forgetPlaces();
  }

  lockById(id: number): Promise<Site | null> {
    assertInTransaction(this.em, 'SiteRepository.lockById');
    return this.em.findOne(Site, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async lockByName(name: string): Promise<Site | null> {
    assertInTransaction(this.em, 'SiteRepository.lockByName');
    const [row] = await runSql<{ id: number }>(this.em, 'select id from site where lower(name) = lower($1)', [name.trim()]);
    return row ? this.lockById(row.id) : null;
  }

  async save(site: Site): Promise<void> {
    assertInTransaction(this.em, 'SiteRepository.save');
    this.em.persist(site);
    await this.em.flush().catch(takenName);
    forgetPlaces();
  }

  async addIfNone(settings: SiteSettings, at: Date): Promise<number | null> {
    assertInTransaction(this.em, 'SiteRepository.addIfNone');
    const [row] = await runSql<{ id: number }>(this.em, ADD_IF_NONE, [settings.name, ...settingValues(settings), at]);
    forgetPlaces();
    return row?.id ?? null;
  }

  async fillAwaiting(settings: Omit<SiteSettings, 'name'>, at: Date): Promise<number | null> {
    assertInTransaction(this.em, 'SiteRepository.fillAwaiting');
    const [row] = await runSql<{ id: number }>(this.em, FILL_AWAITING, [...settingValues(settings), at]);
    forgetPlaces();
    return row?.id ?? null;
  }
}
