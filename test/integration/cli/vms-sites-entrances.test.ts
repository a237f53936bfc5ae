import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { entranceViewSchema } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';

/** The real `vms sites entrances` in-process against a database of its own (issue 30, docs/adr/0053). */
describe('vms sites entrances', () => {
  const { vms, query } = cliWorld('vms-cli-entrances-');
  const cliLabel = `cli:${userInfo().username}`;

  it('should add, list, rename and retire a site\'s entrances, audited as the CLI, and refuse a taken or blank name with its message', async () => {
    const added = await vms('sites', 'entrances', 'add', '--site', 'main site', '--name', 'Main gate', '--json');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const gate = entranceViewSchema.parse(JSON.parse(added.stdout));
    expect(gate).toMatchObject({ siteId: 1, name: 'Main gate', retiredAt: null });
    const lobby = await vms('sites', 'entrances', 'add', '--site', '1', '--name', 'Tower B lobby');
    expect(lobby.stdout).toMatch(new RegExp(`^${MESSAGES.entrances.added} Entrance \\d+: Tower B lobby \\(site 1\\)\\n$`));

    const taken = await vms('sites', 'entrances', 'add', '--site', '1', '--name', 'MAIN GATE');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(MESSAGES.entrances.nameTaken);
    const blank = await vms('sites', 'entrances', 'add', '--site', '1', '--name', ' ');
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain(MESSAGES.entrances.nameRequired);
    const nowhere = await vms('sites', 'entrances', 'add', '--site', 'Atlantis', '--name', 'Gate');
    expect(nowhere.stderr).toContain(MESSAGES.sites.notFound);

    expect((await vms('sites', 'entrances', 'rename', String(gate.id), '--name', 'North gate')).stdout).toBe(`${MESSAGES.entrances.renamed} Entrance ${gate.id}: North gate (site 1)\n`);
    expect((await vms('sites', 'entrances', 'retire', String(gate.id))).stdout).toBe(`${MESSAGES.entrances.retiredNow} Entrance ${gate.id}: North gate (site 1)\n`);
    expect((await vms('sites', 'entrances', 'retire', String(gate.id))).stdout).toBe(`${MESSAGES.entrances.alreadyRetired} Entrance ${gate.id}: North gate (site 1)\n`);

    const listed = await vms('sites', 'entrances', 'list', '--site', '1', '--json');
    expect(entranceViewSchema.array().parse(JSON.parse(listed.stdout)).map((e) => [e.name, e.retiredAt !== null])).toEqual([['Tower B lobby', false], ['North gate', true]]);
    const table = await vms('sites', 'entrances', 'list');
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+SITE ID\s+NAME\s+RETIRED\s+UPDATED AT$/);
    expect(await query("select actor_type, actor_label, action from audit_log where subject_type = 'entrance' order by id")).toEqual(
      ['entrance.added', 'entrance.added', 'entrance.renamed', 'entrance.retired'].map((action) => ({ actor_type: 'cli', actor_label: cliLabel, action })),
    );
  });
});
