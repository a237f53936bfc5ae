import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectChat } from '../../../src/webhooks/application/connect-chat.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { walkInForm } from '../../support/walk-in-form.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

interface SlackBody {
  text: string;
  blocks: { type: string; text?: { type: string; text: string }; fields?: { type: string; text: string }[]; elements?: { type: string; text: { type: string; text: string }; url: string; action_id: string; style?: string }[] }[];
}
interface TeamsBody {
  type: string;
  attachments: { contentType: string; contentUrl: null; content: { $schema: string; type: string; version: string; body: { type: string; text?: string; facts?: { title: string; value: string }[] }[]; actions: { type: string; title: string; url: string }[] } }[];
}

/**
 * Slack and Teams for hosts (issue 32), to real receivers on 127.0.0.1: a site's Slack incoming
 * webhook and a host's own Teams workflow hear the host's visitor arrive and a walk-in wait, each in its
 * documented format (Slack: `text` and Block Kit `blocks`; Teams: a `message` with an Adaptive Card
 * attachment), through the outbox; the mail goes as before.
 */
describe('chat notices for hosts', () => {
  let t: TestApp;
  let slack: WebhookReceiver;
  let teams: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp();
    [slack, teams] = await Promise.all([startWebhookReceiver('/services/T1/B1/x'), startWebhookReceiver('/workflows/1/triggers/manual')]);
    slack.reply = () => ({ status: 200, body: 'ok' });
    teams.reply = () => ({ status: 202 });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123', name: 'Anita Rao' });
    const [{ id: siteId } = { id: 0 }] = await queryRows<{ id: number }>(t.database.url, 'select id from site order by id limit 1');
    const cli = { kind: 'cli' as const, actor: { type: 'cli' as const, label: 'cli:test' } };
    await t.inContext(() => t.get(ConnectChat).connect(cli, { kind: 'slack', url: slack.url, siteId, hostEmail: null }));
    await t.inContext(() => t.get(ConnectChat).connect(cli, { kind: 'teams', url: teams.url, siteId: null, hostEmail: email('admin') }));
  });
  afterAll(async () => {
    await Promise.all([slack.close(), teams.close()]);
    await t.close();
  });

  it("should tell the host of their visitor's arrival in Slack's and Teams' own formats, and mail them as before", async () => {
    const sql = await sqlClient(t.database.url);
    const [id] = await insertVisits(sql, [{ hostEmail: email('admin'), name: 'Meera <Iyer> & co', date: '2026-11-20', time: '11:00', phone: '9876543210' }]).finally(() => sql.end());
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect((await admin.post('/visitorTimeIn', { encryptedId: String(id) })).status).toBe(200);
    await t.deliverMail();

    const posted = JSON.parse(slack.requests.at(-1)!.body) as SlackBody;
    expect(posted.text).toBe('Meera <Iyer> & co has arrived for Anita Rao');
    expect(posted.blocks[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*Meera &lt;Iyer&gt; &amp; co has arrived for Anita Rao*' } });
    expect(posted.blocks[1]!.fields).toContainEqual({ type: 'mrkdwn', text: '*Where*\nthe security desk' });
    expect(slack.requests.at(-1)!.body).not.toContain('9876543210');

    const card = (JSON.parse(teams.requests.at(-1)!.body) as TeamsBody);
    expect(card.type).toBe('message');
    expect(card.attachments).toHaveLength(1);
    expect(card.attachments[0]).toMatchObject({ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: { $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', type: 'AdaptiveCard', version: '1.4' } });
    expect(card.attachments[0]!.content.body[0]).toMatchObject({ type: 'TextBlock', text: 'Meera <Iyer> & co has arrived for Anita Rao', wrap: true });
    expect(card.attachments[0]!.content.body[1]!.facts).toContainEqual({ title: 'Visitor', value: 'Meera <Iyer> & co' });

    expect(await queryRows(t.database.url, "select recipients from mail_outbox where channel = 'mail' and subject like '%arrived%'")).toEqual([{ recipients: [email('admin')] }]);
  });

  it("should bring a walk-in's approve and decline links, as link buttons", async () => {
    const { tablet } = await startKiosk(t, { email: email('admin'), password: 'Admin@123' }, 'Reception, Building A');
    const [{ id: hostId } = { id: 0 }] = await queryRows<{ id: number }>(t.database.url, 'select id from employee where email = $1', [email('admin')]);
    expect((await tablet.post('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt(walkInForm(hostId)) })).status).toBe(201);
    await t.deliverMail();

    const posted = JSON.parse(slack.requests.at(-1)!.body) as SlackBody;
    const actions = posted.blocks.find((block) => block.type === 'actions')!.elements!;
    expect(actions.map((button) => [button.type, button.text, button.style])).toEqual([
      ['button', { type: 'plain_text', text: 'Approve' }, 'primary'],
      ['button', { type: 'plain_text', text: 'Decline' }, 'danger'],
    ]);
    for (const button of actions) expect(button.url).toMatch(/^http:\/\/vms\.test\/WalkInAnswer\?token=/);
    const card = JSON.parse(teams.requests.at(-1)!.body) as TeamsBody;
    expect(card.attachments[0]!.content.actions.map((action) => [action.type, action.title])).toEqual([
      ['Action.OpenUrl', 'Approve'],
      ['Action.OpenUrl', 'Decline'],
    ]);
    expect(card.attachments[0]!.content.actions.map((action) => action.url)).toEqual(actions.map((button) => button.url));
  });
});
