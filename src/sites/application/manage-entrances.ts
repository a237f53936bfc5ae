import { canManageEntrances, canManageEntrancesAt } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { byEntranceOrder, Entrance, refuseTakenEntranceName } from '../domain/entrance.ts';
import type { Site } from '../domain/site.ts';
import type { EntranceRepository, SiteRepository } from './ports.ts';
import type { SiteCaller } from './site-caller.ts';
import type { SiteKey } from './update-site.ts';

/**
 * A site's entrances (issue 30, docs/adr/0053): admins at every site, site admins at their own, and
 * IT staff through `vms sites entrances` add, rename and retire them; each change is audited in its
 * transaction, and one that changes nothing records nothing. The site's row is locked while its
 * entrances are read and written, so two adds of one name at once cannot both pass (the table's
 * unique index on the site and the name's lower case holds it too).
 */
export class ManageEntrances {
  constructor(
    private readonly sites: SiteRepository,
    private readonly entrances: EntranceRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The entrances of one site, or of every site the caller manages them at (none named), in use first, by name. */
  async list(caller: SiteCaller, key?: SiteKey): Promise<Entrance[]> {
    if (key) {
      const site = await this.unitOfWork.run(() => this.siteOf(key));
      this.actorAt(caller, site.id);
      return (await this.entrances.ofSite(site.id)).sort(byEntranceOrder);
    }
    if (caller.kind === 'principal' && !canManageEntrances(caller.principal)) throw new DomainError('http.forbidden');
    const all = await this.entrances.all();
    return all.filter((entrance) => caller.kind === 'cli' || canManageEntrancesAt(caller.principal, entrance.siteId)).sort((a, b) => a.siteId - b.siteId || byEntranceOrder(a, b));
  }

  add(caller: SiteCaller, key: SiteKey, name: string): Promise<Entrance> {
    return this.unitOfWork.run(async () => {
      const site = await this.siteOf(key);
      const actor = this.actorAt(caller, site.id);
      refuseTakenEntranceName(await this.entrances.ofSite(site.id), name);
      const entrance = new Entrance(site.id, name, this.clock.now());
      await this.entrances.add(entrance);
      this.audit.record({ actor, action: 'entrance.added', subjectType: 'entrance', subjectId: entrance.id, details: { site: site.id, name } });
      return entrance;
    });
  }

  /** A new name: `changed` false when it is the one it has. */
  rename(caller: SiteCaller, entranceId: number, name: string): Promise<{ entrance: Entrance; changed: boolean }> {
    return this.change(caller, entranceId, async (entrance, actor) => {
      refuseTakenEntranceName(await this.entrances.ofSite(entrance.siteId), name, entrance.id);
      const from = entrance.name;
      if (!entrance.rename(name, this.clock.now())) return false;
      await this.entrances.save(entrance);
      this.audit.record({ actor, action: 'entrance.renamed', subjectType: 'entrance', subjectId: entrance.id, details: { site: entrance.siteId, from, to: name } });
      return true;
    });
  }

  /** Retired: no new check-in or check-out there; `changed` false when it already was. */
  retire(caller: SiteCaller, entranceId: number): Promise<{ entrance: Entrance; changed: boolean }> {
    return this.change(caller, entranceId, async (entrance, actor) => {
      if (!entrance.retire(this.clock.now())) return false;
      await this.entrances.save(entrance);
      this.audit.record({ actor, action: 'entrance.retired', subjectType: 'entrance', subjectId: entrance.id, details: { site: entrance.siteId, name: entrance.name } });
      return true;
    });
  }

  private change(caller: SiteCaller, entranceId: number, write: (entrance: Entrance, actor: Actor) => Promise<boolean>): Promise<{ entrance: Entrance; changed: boolean }> {
    if (caller.kind === 'principal' && !canManageEntrances(caller.principal)) throw new DomainError('http.forbidden');
    return this.unitOfWork.run(async () => {
      const unlocked = await this.entrances.lockById(entranceId);
      if (!unlocked) throw new DomainError('entrance.not_found');
      const actor = this.actorAt(caller, unlocked.siteId);
      // The site's row first, as an add takes it: a rename and an add at the same site wait for each other.
      await this.siteOf({ id: unlocked.siteId });
      return { entrance: unlocked, changed: await write(unlocked, actor) };
    });
  }

  /** The caller as the audit log names them, after checking they manage this site's entrances (`site.not_yours` otherwise). */
  private actorAt(caller: SiteCaller, siteId: number): Actor {
    if (caller.kind === 'cli') return caller.actor;
    const principal: Principal = caller.principal;
    if (!canManageEntrances(principal)) throw new DomainError('http.forbidden');
    if (!canManageEntrancesAt(principal, siteId)) throw new DomainError('site.not_yours');
    return { type: 'employee', id: principal.employeeId, label: principal.email };
  }

  private async siteOf(key: SiteKey): Promise<Site> {
    const site = 'id' in key ? await this.sites.lockById(key.id) : await this.sites.lockByName(key.name);
    if (!site) throw new DomainError('site.not_found');
    return site;
  }
}
