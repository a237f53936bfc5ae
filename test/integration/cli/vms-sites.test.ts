import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { siteViewSchema, type SiteView } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';
import { liveSiteZone } from '../../support/live-site.ts';

/** The real `vms sites` in-process against a database of its own, on an installation with these settings. */
describe('vms sites', () => {
  const { vms, query } = cliWorld('vms-cli-sites-', { VMS_SITE_ADDRESS: 'Tower A, Pune', VMS_RETENTION_DAYS: '60' });
  const cliLabel = `cli:${userInfo().username}`;
  const sites = async (): Promise<SiteView[]> => {
    const listed = await vms('sites', 'list', '--json');
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    return siteViewSchema.array().parse(JSON.parse(listed.stdout));
  };
  const siteRows = () => query('select * from site order by id');

  it('should list the first site, made from the settings, as a table and as JSON', async () => {
    expect((await sites()).find((site) => site.id === 1)).toMatchObject({ name: 'Main site', address: 'Tower A, Pune', timeZone: liveSiteZone(), personalDataDays: 60, photoDays: 60, auditLogDays: 365, processingLogDays: 365, closeStaleVisits: false, kioskRequiresPin: false });
    const table = await vms('sites', 'list');
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+TIME ZONE\s+ADDRESS\s+EMAIL\s+PERSONAL DATA DAYS\s+PHOTO DAYS\s+AUDIT LOG DAYS\s+PROCESSING LOG DAYS\s+CLOSE STALE VISITS\s+KIOSK REQUIRES PIN\s+UPDATED AT$/);
    expect(lines.find((line) => line.startsWith('1 '))).toMatch(/^1\s+Main site\s+\S+\s+Tower A, Pune\s+60\s+60\s+365\s+365\s+false\s+false\s+\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
  });

  it('should add a site, print it, and audit it as the CLI', async () => {
    const added = await vms('sites', 'add', '--name', 'London', '--timezone', 'Europe/London', '--address', '1 Example Street, London', '--email', 'reception.london@example.com', '--personal-data-days', '90', '--photo-days', '30', '--audit-log-days', '730', '--kiosk-pin', '--close-stale');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const london = (await sites()).find((site) => site.name === 'London')!;
    expect(london).toMatchObject({ timeZone: 'Europe/London', address: '1 Example Street, London', email: 'reception.london@example.com', personalDataDays: 90, photoDays: 30, auditLogDays: 730, processingLogDays: 365, closeStaleVisits: true, kioskRequiresPin: true });
    expect(added.stdout).toBe(`${MESSAGES.sites.added} Site ${london.id}: London (Europe/London)\n`);
    expect(await query("select actor_type, actor_label, action from audit_log where subject_type = 'site' and subject_id = $1", [String(london.id)])).toEqual([
      { actor_type: 'cli', actor_label: cliLabel, action: 'site.added' },
    ]);

    const json = await vms('sites', 'add', '--name', 'Bengaluru', '--timezone', 'Asia/Kolkata', '--address', 'Outer Ring Road', '--json');
    expect(json.code).toBe(0);
    expect(siteViewSchema.parse(JSON.parse(json.stdout))).toMatchObject({ name: 'Bengaluru', email: null, personalDataDays: 180, photoDays: 180, auditLogDays: 365, processingLogDays: 365, closeStaleVisits: false, kioskRequiresPin: false });
  });

  it("should refuse bad values with the rule's message, exit 1 and add nothing; a missing option is bad usage", async () => {
    const before = await siteRows();
    const base = ['sites', 'add', '--name', 'Chennai', '--timezone', 'Asia/Kolkata', '--address', 'Anna Salai'];
    expect(await vms(...base.slice(0, 4), '--timezone', 'Asia/Chennai', '--address', 'Anna Salai')).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.sites.timeZoneInvalid}\n` });
    expect(await vms(...base, '--email', 'reception@')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.emailInvalid}\n` });
    expect(await vms(...base, '--personal-data-days', 'ninety')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.retentionInvalid}\n` });
    expect(await vms(...base, '--photo-days', '0')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.retentionInvalid}\n` });
    // Logs a year at least (ADR 50): refused with the floor's own words.
    expect(await vms(...base, '--processing-log-days', '364')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.logRetentionTooShort}\n` });
    expect(await vms('sites', 'add', '--name', 'x'.repeat(101), '--timezone', 'Asia/Kolkata', '--address', 'Anna Salai')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.nameTooLong}\n` });
    expect(await vms('sites', 'add', '--name', 'main SITE', '--timezone', 'Asia/Kolkata', '--address', 'Anna Salai')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.nameTaken}\n` });
    const noAddress = await vms('sites', 'add', '--name', 'Chennai', '--timezone', 'Asia/Kolkata');
    expect(noAddress.code).toBe(2);
    expect(noAddress.stderr).toContain("required option '--address <address>' not specified");
    expect(await siteRows()).toEqual(before);
  });

  it('should update a site by id or by name, change only what is given, and audit each change', async () => {
    const added = await vms('sites', 'add', '--name', 'Kolkata', '--timezone', 'Asia/Kolkata', '--address', 'Park Street', '--kiosk-pin', '--json');
    const site = siteViewSchema.parse(JSON.parse(added.stdout));
    const byName = await vms('sites', 'update', 'kolkata', '--personal-data-days', '30', '--photo-days', '7', '--audit-log-days', '400', '--no-kiosk-pin');
    expect(byName).toMatchObject({ code: 0, stderr: '', stdout: `${MESSAGES.sites.updated} Site ${site.id}: Kolkata (Asia/Kolkata)\n` });
    const byId = await vms('sites', 'update', String(site.id), '--name', 'Kolkata East', '--email', 'desk@example.com', '--json');
    expect(byId.code).toBe(0);
    expect(siteViewSchema.parse(JSON.parse(byId.stdout))).toMatchObject({ id: site.id, name: 'Kolkata East', address: 'Park Street', timeZone: 'Asia/Kolkata', email: 'desk@example.com', personalDataDays: 30, photoDays: 7, auditLogDays: 400, processingLogDays: 365, kioskRequiresPin: false, closeStaleVisits: false });
    expect(await query("select action, details from audit_log where subject_type = 'site' and subject_id = $1 and action = 'site.updated' order by id", [String(site.id)])).toEqual([
      { action: 'site.updated', details: { personalDataDays: { from: 180, to: 30 }, photoDays: { from: 180, to: 7 }, auditLogDays: { from: 365, to: 400 }, kioskRequiresPin: { from: true, to: false } } },
      { action: 'site.updated', details: { name: { from: 'Kolkata', to: 'Kolkata East' }, email: { from: null, to: 'desk@example.com' } } },
    ]);
  });

  it('should refuse an update of no site, of nothing, or to a bad zone, changing nothing', async () => {
    const before = await siteRows();
    expect(await vms('sites', 'update', 'Atlantis', '--personal-data-days', '30')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.notFound}\n` });
    expect(await vms('sites', 'update', '999999', '--personal-data-days', '30')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.notFound}\n` });
    expect(await vms('sites', 'update', '1')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.nothingToChange}\n` });
    expect(await vms('sites', 'update', '1', '--timezone', 'Europe/Londres')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.timeZoneInvalid}\n` });
    expect(await vms('sites', 'update', '1', '--audit-log-days', '90')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.logRetentionTooShort}\n` });
    expect(await siteRows()).toEqual(before);
  });

  it('should show an address stored with a line break as an escape in the table, never as a second line', async () => {
    await vms('sites', 'add', '--name', 'Tower B', '--timezone', 'Asia/Kolkata', '--address', 'Tower B\nWhitefield');
    const table = await vms('sites', 'list');
    expect(table.stdout.split('\n').find((line) => line.includes('Tower B'))).toContain('Tower B\\nWhitefield');
    expect(table.stdout).not.toMatch(/^Whitefield/m);
  });
  it('should assign a security user and a site admin to a site by e-mail, list them, take one off, and audit each change as the CLI', async () => {
    expect((await vms('users', 'add', '--role', 'admin', '--email', 'anita.rao', '--name', 'Anita Rao')).code).toBe(0);
    expect((await vms('users', 'add', '--role', 'security', '--email', 'gopal.guard', '--name', 'Gopal Guard', '--manager', 'anita.rao')).code).toBe(0);
    expect((await vms('users', 'add', '--role', 'site_admin', '--email', 'sita.admin', '--name', 'Sita Admin', '--manager', 'anita.rao')).code).toBe(0);
    expect(await vms('sites', 'add', '--name', 'Hyderabad', '--timezone', 'Asia/Kolkata', '--address', 'HITEC City')).toMatchObject({ code: 0 });
    const [guardRow] = await query<{ email: string }>("select email from employee where name = 'Gopal Guard'");
    const [adminRow] = await query<{ email: string }>("select email from employee where name = 'Sita Admin'");
    const guard = guardRow!.email;

    const assigned = await vms('sites', 'assign', '--email', guard, '--site', 'hyderabad');
    expect(assigned).toMatchObject({ code: 0, stderr: '' });
    expect(assigned.stdout).toMatch(new RegExp(`^${MESSAGES.sites.staffAssigned} ${guard} at site \\d+: Hyderabad\n$`));
    expect(await vms('sites', 'assign', '--email', adminRow!.email, '--site', 'Hyderabad')).toMatchObject({ code: 0 });
    expect((await vms('sites', 'assign', '--email', guard, '--site', 'Hyderabad')).stdout).toContain(MESSAGES.sites.staffAlreadyAssigned);
    const staff = await vms('sites', 'staff', 'Hyderabad', '--json');
    expect(JSON.parse(staff.stdout).map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ['Gopal Guard', 'security'],
      ['Sita Admin', 'site_admin'],
    ]);

    // Refused, changing nothing: an admin (who works everywhere), an unknown e-mail, a site that does not exist.
    const [anita] = await query<{ email: string }>("select email from employee where name = 'Anita Rao'");
    expect(await vms('sites', 'assign', '--email', anita!.email, '--site', 'Hyderabad')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.staffRoleInvalid}\n` });
    expect(await vms('sites', 'assign', '--email', 'nobody@example.com', '--site', 'Hyderabad')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.staffUnknown}\n` });
    expect(await vms('sites', 'assign', '--email', guard, '--site', 'Atlantis')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.sites.notFound}\n` });

    expect((await vms('sites', 'unassign', '--email', guard, '--site', 'Hyderabad')).stdout).toContain(MESSAGES.sites.staffUnassigned);
    expect(JSON.parse((await vms('sites', 'staff', 'Hyderabad', '--json')).stdout)).toHaveLength(1);
    const audit = await query<{ actor_label: string; action: string }>("select actor_label, action from audit_log where action like 'site.staff_%' order by id");
    expect(audit).toEqual([
      { actor_label: cliLabel, action: 'site.staff_assigned' },
      { actor_label: cliLabel, action: 'site.staff_assigned' },
      { actor_label: cliLabel, action: 'site.staff_unassigned' },
    ]);
  });
});
