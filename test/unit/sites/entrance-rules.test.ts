import { describe, expect, it } from 'vitest';
import { ENTRANCE_INPUT_CODES, entranceNameSchema } from '#contract/validation/entrance.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import { ManageEntrances } from '../../../src/sites/application/manage-entrances.ts';
import type { SiteCaller } from '../../../src/sites/application/site-caller.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { Entrance, entranceForPresence } from '../../../src/sites/domain/entrance.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { refusalCodeOf as codeOf } from '../../support/refusal.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, employee, principalOf } from '../identity/in-memory-identity.ts';
import { InMemoryEntrances, sitesIn } from './in-memory-sites.ts';

const CLI: SiteCaller = { kind: 'cli', actor: { type: 'cli', label: 'cli:it' } satisfies Actor };
const PUNE = 1;
const LONDON = 2;

const setUp = () => {
  const sites = sitesIn('Asia/Kolkata', 'Europe/London');
  const entrances = new InMemoryEntrances(sites);
  const audit = new RecordingAuditLog();
  const clock = new FakeClock('2026-11-20T04:30:00.000Z');
  const manage = new ManageEntrances(sites, entrances, audit, clock, new InMemoryUnitOfWork(sites, audit));
  /** Someone of this role who works at Pune only. */
  const at = (role: string, siteIds: number[] = [PUNE]): SiteCaller => ({ kind: 'principal', principal: { ...principalOf(employee(`${role.toLowerCase()}@example.com`, { role })), siteIds } });
  return { sites, audit, manage, at, directory: new SiteDirectory(sites) };
};

describe('an entrance\'s name', () => {
  it('should be unique among the entrances in use at its site whatever its case, and free at another site and once retired', async () => {
    const { manage } = setUp();
    const gate = await manage.add(CLI, { id: PUNE }, 'Main gate');
    expect(await codeOf(() => manage.add(CLI, { name: 'site 1' }, 'MAIN GATE'))).toBe('entrance.name_taken');
    // Another site may have its own "Main gate".
    await manage.add(CLI, { id: LONDON }, 'main gate');
    const lobby = await manage.add(CLI, { id: PUNE }, 'Tower B lobby');
    expect(await codeOf(() => manage.rename(CLI, lobby.id, 'main Gate'))).toBe('entrance.name_taken');
    // Retired, the name is free again, and the old entrance keeps it for the visits it holds.
    await manage.retire(CLI, gate.id);
    const again = await manage.add(CLI, { id: PUNE }, 'Main gate');
    expect([gate.name, again.name, again.id === gate.id]).toEqual(['Main gate', 'Main gate', false]);
  });

  it('should refuse a blank, long or control-character name with its code', () => {
    for (const name of ['', '   ', 'x'.repeat(61), 'Gate\u001b[31m']) {
      let code: string | undefined;
      try {
        parseInput(entranceNameSchema, { name }, ENTRANCE_INPUT_CODES);
      } catch (error) {
        code = (error as { code?: string }).code;
      }
      expect(code).toBe('entrance.name_invalid');
    }
    expect(parseInput(entranceNameSchema, { name: ' Main gate ' }, ENTRANCE_INPUT_CODES)).toEqual({ name: 'Main gate' });
  });

  it('should keep its name when retired, refuse a rename then, and say a second retirement changed nothing', async () => {
    const { manage, audit } = setUp();
    const gate = await manage.add(CLI, { id: PUNE }, 'Main gate');
    expect((await manage.retire(CLI, gate.id)).changed).toBe(true);
    expect((await manage.retire(CLI, gate.id)).changed).toBe(false);
    expect(await codeOf(() => manage.rename(CLI, gate.id, 'Back gate'))).toBe('entrance.retired');
    expect(gate.name).toBe('Main gate');
    expect(audit.actions()).toEqual(['entrance.added', 'entrance.retired']);
  });
});

describe('who manages a site\'s entrances', () => {
  it('should let an admin and the site\'s own site admin add, rename and retire them, audited as them', async () => {
    const { manage, at, audit } = setUp();
    const gate = await manage.add(at('Admin', []), { id: PUNE }, 'Main gate');
    await manage.rename(at('Site Admin'), gate.id, 'North gate');
    await manage.retire(at('Site Admin'), gate.id);
    expect(audit.entries.map(({ actor, action }) => [actor.label, action])).toEqual([
      ['admin@example.com', 'entrance.added'],
      ['site admin@example.com', 'entrance.renamed'],
      ['site admin@example.com', 'entrance.retired'],
    ]);
  });

  it('should refuse a site admin of another site (site.not_yours) and security and hosts (http.forbidden), changing nothing', async () => {
    const { manage, at, sites, audit } = setUp();
    const gate = await manage.add(CLI, { id: PUNE }, 'Main gate');
    const londonAdmin = at('Site Admin', [LONDON]);
    expect(await codeOf(() => manage.add(londonAdmin, { id: PUNE }, 'Back gate'))).toBe('site.not_yours');
    expect(await codeOf(() => manage.rename(londonAdmin, gate.id, 'Back gate'))).toBe('site.not_yours');
    expect(await codeOf(() => manage.retire(londonAdmin, gate.id))).toBe('site.not_yours');
    expect(await codeOf(() => manage.list(londonAdmin, { id: PUNE }))).toBe('site.not_yours');
    for (const role of ['Security', 'Employee', 'Manager']) {
      expect(await codeOf(() => manage.add(at(role), { id: PUNE }, 'Back gate'))).toBe('http.forbidden');
      expect(await codeOf(() => manage.retire(at(role), gate.id))).toBe('http.forbidden');
    }
    expect(sites.entrances.map((entrance) => [entrance.name, entrance.retiredAt])).toEqual([['Main gate', null]]);
    expect(audit.actions()).toEqual(['entrance.added']);
    // Listing every site's: only those at the caller's sites.
    await manage.add(CLI, { id: LONDON }, 'Thames door');
    expect((await manage.list(londonAdmin)).map((entrance) => entrance.name)).toEqual(['Thames door']);
  });
});

describe('a check-in or check-out at an entrance', () => {
  it('should take an entrance in use at the visit\'s site, and refuse another site\'s, a retired one and one that does not exist, each with its code', async () => {
    const { manage, directory } = setUp();
    const gate = await manage.add(CLI, { id: PUNE }, 'Main gate');
    const thames = await manage.add(CLI, { id: LONDON }, 'Thames door');
    const old = await manage.add(CLI, { id: PUNE }, 'Old gate');
    await manage.retire(CLI, old.id);
    expect(await directory.entranceForPresence(gate.id, PUNE)).toEqual({ id: gate.id, siteId: PUNE, name: 'Main gate', retired: false });
    expect(await codeOf(() => directory.entranceForPresence(thames.id, PUNE))).toBe('entrance.other_site');
    expect(await codeOf(() => directory.entranceForPresence(old.id, PUNE))).toBe('entrance.retired');
    expect(await codeOf(() => directory.entranceForPresence(999, PUNE))).toBe('entrance.not_found');
  });

  it('should decide in this order: not found, another site, retired', () => {
    const retiredElsewhere = { id: 4, siteId: LONDON, name: 'Old', retired: true };
    expect(() => entranceForPresence(undefined, PUNE)).toThrow(expect.objectContaining({ code: 'entrance.not_found' }));
    expect(() => entranceForPresence(retiredElsewhere, PUNE)).toThrow(expect.objectContaining({ code: 'entrance.other_site' }));
    expect(() => entranceForPresence(retiredElsewhere, LONDON)).toThrow(expect.objectContaining({ code: 'entrance.retired' }));
    expect(new Entrance(PUNE, 'Main gate', new Date(0)).isRetired()).toBe(false);
  });
});
