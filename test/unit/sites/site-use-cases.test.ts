import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import { AddSite } from '../../../src/sites/application/add-site.ts';
import { EnsureFirstSite, firstSiteRetention } from '../../../src/sites/application/ensure-first-site.ts';
import { ListSites } from '../../../src/sites/application/list-sites.ts';
import type { SiteCaller } from '../../../src/sites/application/site-caller.ts';
import { UpdateSite } from '../../../src/sites/application/update-site.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, employee, principalOf } from '../identity/in-memory-identity.ts';
import { InMemorySites } from './in-memory-sites.ts';
import { refusalCodeOf as codeOf } from '../../support/refusal.ts';

const LONDON = { name: 'London', address: '1 Example Street', timeZone: 'Europe/London', email: null, personalDataDays: 90, photoDays: 30, auditLogDays: 365, processingLogDays: 365, closeStaleVisits: true, kioskRequiresPin: false, resignDays: 0 };
const CLI: Actor = { type: 'cli', label: 'cli:it' };

const setUp = () => {
  const sites = new InMemorySites();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock('2026-11-20T04:30:00.000Z');
  const unitOfWork = new InMemoryUnitOfWork(sites, audit);
  const as = (role: string): SiteCaller => ({ kind: 'principal', principal: principalOf(employee(`${role.toLowerCase()}@example.com`, { role })) });
  return {
    sites,
    audit,
    clock,
    as,
    add: new AddSite(sites, audit, clock, unitOfWork),
    update: new UpdateSite(sites, audit, clock, unitOfWork),
    list: new ListSites(sites),
    ensure: new EnsureFirstSite(sites, audit, clock, unitOfWork),
  };
};

describe('sites: who may manage them', () => {
  it.each(['Employee', 'Manager', 'Security'])('should refuse a signed-in %s every call, changing nothing', async (role) => {
    const { add, update, list, sites, audit, as } = setUp();
    await add.execute({ kind: 'cli', actor: CLI }, LONDON);
    const before = JSON.stringify(sites.rows);
    expect(await codeOf(() => list.execute(as(role)))).toBe('http.forbidden');
    expect(await codeOf(() => add.execute(as(role), { ...LONDON, name: 'Pune' }))).toBe('http.forbidden');
    expect(await codeOf(() => update.execute(as(role), { id: 1 }, { personalDataDays: 30 }))).toBe('http.forbidden');
    expect(JSON.stringify(sites.rows)).toBe(before);
    expect(audit.actions()).toEqual(['site.added']);
  });

  it('should let an admin list, add and change sites, each change audited as them', async () => {
    const { add, update, list, audit, as } = setUp();
    const admin = as('Admin');
    const site = await add.execute(admin, LONDON);
    await update.execute(admin, { id: site.id }, { kioskRequiresPin: true, resignDays: 0 });
    expect((await list.execute(admin)).map((s) => s.name)).toEqual(['London']);
    expect(audit.entries.map(({ actor, action }) => [actor.type, actor.label, action])).toEqual([
      ['employee', 'admin@example.com', 'site.added'],
      ['employee', 'admin@example.com', 'site.updated'],
    ]);
  });
});

describe(UpdateSite.name, () => {
  it('should change only the settings given, by id or by name whatever its case, and audit each change before and after', async () => {
    const { add, update, audit, clock } = setUp();
    const site = await add.execute({ kind: 'cli', actor: CLI }, LONDON);
    clock.advance(60_000);
    const changed = await update.execute({ kind: 'cli', actor: CLI }, { name: ' LONDON ' }, { personalDataDays: 30, auditLogDays: 730, timeZone: 'Europe/London', email: 'desk@example.com' });
    expect(changed).toBe(site);
    expect(site.settings()).toEqual({ ...LONDON, personalDataDays: 30, auditLogDays: 730, email: 'desk@example.com' });
    expect(site.updatedAt).toEqual(clock.now());
    expect(audit.entries.at(-1)).toMatchObject({ action: 'site.updated', subjectId: site.id, details: { personalDataDays: { from: 90, to: 30 }, auditLogDays: { from: 365, to: 730 }, email: { from: null, to: 'desk@example.com' } } });
  });

  it('should record nothing and touch nothing when nothing really changes', async () => {
    const { add, update, audit, clock } = setUp();
    const site = await add.execute({ kind: 'cli', actor: CLI }, LONDON);
    const updatedAt = site.updatedAt;
    clock.advance(60_000);
    await update.execute({ kind: 'cli', actor: CLI }, { id: site.id }, { personalDataDays: 90, closeStaleVisits: true });
    expect(site.updatedAt).toBe(updatedAt);
    expect(audit.actions()).toEqual(['site.added']);
  });

  it('should refuse a site that does not exist and a name another site has, changing nothing', async () => {
    const { add, update, sites, audit } = setUp();
    await add.execute({ kind: 'cli', actor: CLI }, LONDON);
    const pune = await add.execute({ kind: 'cli', actor: CLI }, { ...LONDON, name: 'Pune' });
    expect(await codeOf(() => update.execute({ kind: 'cli', actor: CLI }, { id: 99 }, { personalDataDays: 30 }))).toBe('site.not_found');
    expect(await codeOf(() => update.execute({ kind: 'cli', actor: CLI }, { name: 'Atlantis' }, { personalDataDays: 30 }))).toBe('site.not_found');
    expect(await codeOf(() => update.execute({ kind: 'cli', actor: CLI }, { id: pune.id }, { name: 'london', personalDataDays: 30 }))).toBe('site.name_taken');
    expect(sites.rows.find((site) => site.id === pune.id)?.settings()).toEqual({ ...LONDON, name: 'Pune' });
    expect(audit.actions()).toEqual(['site.added', 'site.added']);
  });
});

describe(EnsureFirstSite.name, () => {
  const INSTALLATION = { timeZone: 'Europe/London', address: '1 Example Street', ...firstSiteRetention(45), closeStaleVisits: true, kioskRequiresPin: true, resignDays: 0 };

  it("should make one site from the installation's settings, audited as the system, and nothing on a second start", async () => {
    const { ensure, sites, audit } = setUp();
    expect(await ensure.execute(INSTALLATION)).toBe(1);
    expect(await ensure.execute({ ...INSTALLATION, timeZone: 'Asia/Kolkata' })).toBeNull();
    expect(sites.rows.map((site) => site.settings())).toEqual([{ ...INSTALLATION, name: 'Main site', email: null }]);
    expect(audit.entries).toEqual([
      { actor: { type: 'system', label: 'system:first-site' }, action: 'site.added', subjectType: 'site', subjectId: 1, details: { ...INSTALLATION, name: 'Main site', email: null } },
    ]);
  });
});
