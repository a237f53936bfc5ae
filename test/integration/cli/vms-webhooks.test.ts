import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { webhookEndpointViewSchema } from '#contract/api/webhook-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';

/** The real `vms webhooks` in-process against a database of its own. */
describe('vms webhooks', () => {
  const { vms, query } = cliWorld('vms-cli-webhooks-', { VMS_COMPANY_DOMAIN: 'example.com' });
  const cliLabel = `cli:${userInfo().username}`;

  it('should register an endpoint, print its secret once, list it without the secret, pause, resume and remove it, each audited', async () => {
    const made = await vms('webhooks', 'add', '--url', 'https://hooks.example.com/vms', '--events', 'visit.checked_in,flag.raised');
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const [first, secret, ...rest] = made.stdout.split('\n');
    expect(rest).toEqual(['']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(first).toMatch(/^Endpoint added\. .* Endpoint \d+: https:\/\/hooks\.example\.com\/vms \(visit\.checked_in, flag\.raised\), active$/);

    const listed = await vms('webhooks', 'list', '--json');
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).not.toContain(secret!.slice(6, 20));
    const [endpoint] = webhookEndpointViewSchema.array().parse(JSON.parse(listed.stdout));
    expect(endpoint).toMatchObject({ url: 'https://hooks.example.com/vms', events: ['visit.checked_in', 'flag.raised'], status: 'active', precheck: false, createdBy: cliLabel });
    const table = await vms('webhooks', 'list');
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+URL\s+STATUS\s+PAUSED REASON\s+EVENTS\s+PRECHECK/);

    const id = String(endpoint!.id);
    expect(await vms('webhooks', 'pause', id)).toMatchObject({ code: 0, stdout: expect.stringContaining(`${MESSAGES.webhooks.paused} Endpoint ${id}:`) });
    expect(JSON.parse((await vms('webhooks', 'list', '--json')).stdout)[0]).toMatchObject({ status: 'paused', pausedReason: 'admin' });
    expect(await vms('webhooks', 'resume', id)).toMatchObject({ code: 0, stdout: expect.stringContaining(MESSAGES.webhooks.resumed) });
    expect(await vms('webhooks', 'deliveries', id, '--json')).toMatchObject({ code: 0, stdout: '[]\n' });
    expect(await vms('webhooks', 'replay', id, 'msg_nothing')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.webhooks.deliveryNotFound}\n` });
    expect(await vms('webhooks', 'remove', id)).toMatchObject({ code: 0, stdout: `${MESSAGES.webhooks.removed}\n` });
    expect(await vms('webhooks', 'remove', id)).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.webhooks.notFound}\n` });
    expect(await query("select actor_label, action from audit_log where subject_type = 'webhook' and subject_id = $1 order by id", [id])).toEqual(
      ['webhook.added', 'webhook.paused', 'webhook.resumed', 'webhook.removed'].map((action) => ({ actor_label: cliLabel, action })),
    );
  });

  it("should set a site's pre-check rule, and refuse bad values with the rule's message, exit 1 and make nothing", async () => {
    const [{ id: siteId } = { id: 0 }] = await query<{ id: number }>('select id from site order by id limit 1');
    expect(await vms('webhooks', 'precheck-rule', '--site', String(siteId), '--on-timeout', 'deny')).toMatchObject({ code: 0, stdout: expect.stringContaining(`${MESSAGES.webhooks.ruleSaved} `) });
    expect(await query('select site_id, on_timeout from precheck_site_rule')).toEqual([{ site_id: siteId, on_timeout: 'deny' }]);
    expect(await vms('webhooks', 'precheck-rule', '--site', String(siteId), '--on-timeout', 'maybe')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.webhooks.ruleInvalid}\n` });

    const before = await query('select id from webhook_endpoint order by id');
    expect(await vms('webhooks', 'add', '--url', 'not a url', '--events', 'visit.approved')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.webhooks.urlInvalid}\n` });
    expect(await vms('webhooks', 'add', '--url', 'https://hooks.example.com/x', '--events', 'visit.deleted')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.webhooks.eventsInvalid}\n` });
    expect(await vms('webhooks', 'add', '--url', 'https://hooks.example.com/x')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.webhooks.eventsInvalid}\n` });
    expect((await vms('webhooks', 'pause', 'three')).code).toBe(2);
    expect(await query('select id from webhook_endpoint order by id')).toEqual(before);
  });
});
