import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, recipientsOf, type SmtpSink } from '../../support/smtp-sink.ts';
import type { TestClient } from '../../support/test-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * A host's own chat and their "also e-mail me" (issue 32, HOOK-CHAT-03 and 04), through the HTTP API,
 * with real receivers on 127.0.0.1 and a real SMTP sink: the host connects their own Teams workflow, an
 * admin their site's Slack; an arrival and a cancellation reach both in their own formats; with the
 * mail off the host's mails are not queued while the chats hear of it, with it on both arrive.
 */
describe("a host's own chat", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let slack: WebhookReceiver;
  let teams: WebhookReceiver;
  let admin: TestClient;
  let host: TestClient;
  let siteId: number;

  const visit = async (name: string, date: string): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    const [id] = await insertVisits(sql, [{ hostEmail: email('host'), name, date, time: '11:00' }]).finally(() => sql.end());
    return id!;
  };
  const mailsTo = (text: string) => queryRows<{ recipients: string[] }>(t.database.url, "select recipients from mail_outbox where channel = 'mail' and subject like $1", [`%${text}%`]);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    [slack, teams] = await Promise.all([startWebhookReceiver('/services/T1/B1/x'), startWebhookReceiver('/workflows/1/triggers/manual')]);
    slack.reply = () => ({ status: 200, body: 'ok' });
    teams.reply = () => ({ status: 202 });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123', name: 'Anita Rao' });
    await addAccount(t, 'host', 'employee', { password: 'Host@1234', name: 'Hari Nair', manager: 'admin' });
    await addAccount(t, 'other', 'employee', { password: 'Other@123', name: 'Olga Pinto', manager: 'admin' });
    [{ id: siteId } = { id: 0 }] = await queryRows<{ id: number }>(t.database.url, 'select id from site order by id limit 1');
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
  });
  afterAll(async () => {
    await Promise.all([slack.close(), teams.close(), smtp.close()]);
    await t.close();
  });

  it('should let a host connect their own chat, never answer its URL, and tell them there and by mail of an arrival', async () => {
    expect((await admin.post('/api/chat/connections', { encryptedData: t.envelope.encrypt({ kind: 'slack', url: slack.url, siteId }) })).status).toBe(201);
    expect((await host.put('/api/chat/mine', { encryptedData: t.envelope.encrypt({ kind: 'teams', url: teams.url }) })).status).toBe(200);
    const mine = await host.get('/api/chat/mine');
    expect(mine.body).toMatchObject({ connection: { kind: 'teams', siteId: null, hostEmail: email('host') }, mailToo: true });
    expect(JSON.stringify(mine.body)).not.toContain(teams.url);
    expect(await queryRows(t.database.url, "select action, actor_label from audit_log where action = 'chat.connected' order by id")).toEqual([
      { action: 'chat.connected', actor_label: expect.stringContaining(email('admin')) as unknown },
      { action: 'chat.connected', actor_label: expect.stringContaining(email('host')) as unknown },
    ]);

    const id = await visit('Ravi Menon', '2026-11-20');
    expect((await admin.post('/visitorTimeIn', { encryptedId: String(id) })).status).toBe(200);
    await t.deliverMail();
    await Promise.all([slack.received(1), teams.received(1)]);
    expect((JSON.parse(teams.requests.at(-1)!.body) as { type: string }).type).toBe('message');
    expect((JSON.parse(slack.requests.at(-1)!.body) as { text: string }).text).toBe('Ravi Menon has arrived for Hari Nair');
    const mail = await smtp.waitFor((m) => m.subject?.startsWith('Ravi Menon has arrived') === true);
    expect(recipientsOf(mail)).toEqual([email('host')]);
  });

  it('should refuse a URL the server may not reach or that is not a URL, as the CLI does, and change nothing', async () => {
    const bad = await host.put('/api/chat/mine', { encryptedData: t.envelope.encrypt({ kind: 'teams', url: 'ftp://example.com/hook' }) });
    expect([bad.status, bad.body['code']]).toEqual([400, 'webhook.url_invalid']);
    const kind = await host.put('/api/chat/mine', { encryptedData: t.envelope.encrypt({ kind: 'discord', url: teams.url }) });
    expect([kind.status, kind.body['code'], kind.body['errmessage']]).toEqual([400, 'input.invalid', MESSAGES.webhooks.chatKindInvalid]);
    expect((await host.get('/api/chat/mine')).body).toMatchObject({ connection: { kind: 'teams' } });
  });

  it("should not let a host remove another host's chat, nor an admin's site chats", async () => {
    const other = await signedIn(t, { email: email('other'), password: 'Other@123' });
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(t.database.url, 'select id from chat_connection where host_email = $1', [email('host')]);
    expect((await other.call('DELETE', `/api/chat/connections/${id}`)).status).toBe(403);
    const none = await other.call('DELETE', '/api/chat/mine');
    expect([none.status, none.body['code']]).toEqual([404, 'chat.not_connected']);
    expect((await other.get('/api/chat/connections')).status).toBe(403);
    expect((await host.get('/api/chat/mine')).body).toMatchObject({ connection: { id, kind: 'teams' } });
  });

  it('should queue none of the host\'s mails with "also e-mail me" off, while both chats hear of an arrival and a cancellation', async () => {
    expect((await host.call('DELETE', '/api/chat/mine/mail')).status).toBe(200);
    const [slackBefore, teamsBefore] = [slack.requests.length, teams.requests.length];

    const arrived = await visit('Sunil Das', '2026-11-20');
    expect((await admin.post('/visitorTimeIn', { encryptedId: String(arrived) })).status).toBe(200);
    const cancelled = await visit('Kavya Shetty', '2027-03-10');
    const cancel = await host.post(`/api/my-visits/${cancelled}/cancel`);
    expect(cancel.status).toBe(200);
    await t.deliverMail();
    await Promise.all([slack.received(slackBefore + 2), teams.received(teamsBefore + 2)]);

    const slackCancel = JSON.parse(slack.requests.at(-1)!.body) as { text: string; blocks: { type: string; text?: { text: string } }[] };
    expect(slackCancel.text).toBe('The visit of Kavya Shetty is cancelled');
    expect(slackCancel.blocks[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*The visit of Kavya Shetty is cancelled*' } });
    const teamsCancel = JSON.parse(teams.requests.at(-1)!.body) as { type: string; attachments: { contentType: string; content: { version: string; body: { type: string; text?: string; facts?: { title: string; value: string }[] }[]; actions: unknown[] } }[] };
    expect(teamsCancel.type).toBe('message');
    expect(teamsCancel.attachments[0]).toMatchObject({ contentType: 'application/vnd.microsoft.card.adaptive', content: { version: '1.4', actions: [] } });
    expect(teamsCancel.attachments[0]!.content.body[0]).toMatchObject({ type: 'TextBlock', text: 'The visit of Kavya Shetty is cancelled' });
    expect(teamsCancel.attachments[0]!.content.body[1]!.facts).toContainEqual({ title: 'Visitor', value: 'Kavya Shetty' });

    expect(await mailsTo('Sunil Das')).toEqual([]);
    expect(await mailsTo('Kavya Shetty')).toEqual([]);

    // Back on: the next arrival's mail reaches the sink; the one sent while it was off never did.
    expect((await host.put('/api/chat/mine/mail')).status).toBe(200);
    const later = await visit('Latha Iyer', '2026-11-20');
    expect((await admin.post('/visitorTimeIn', { encryptedId: String(later) })).status).toBe(200);
    await t.deliverMail();
    await smtp.waitFor((m) => m.subject?.startsWith('Latha Iyer has arrived') === true);
    expect(smtp.mails.filter((m) => m.subject?.includes('Sunil Das'))).toEqual([]);
  });

  it('should mail the host again once they remove their own chat, and say so in the audit log', async () => {
    expect((await host.call('DELETE', '/api/chat/mine/mail')).status).toBe(200);
    expect((await host.call('DELETE', '/api/chat/mine')).status).toBe(200);
    expect((await host.get('/api/chat/mine')).body).toEqual({ connection: null, mailToo: true });
    const off = await host.call('DELETE', '/api/chat/mine/mail');
    expect([off.status, off.body['code']]).toEqual([404, 'chat.not_connected']);

    const id = await visit('Nikhil Rao', '2026-11-20');
    expect((await admin.post('/visitorTimeIn', { encryptedId: String(id) })).status).toBe(200);
    expect(await mailsTo('Nikhil Rao')).toEqual([{ recipients: [email('host')] }]);
    expect(await queryRows(t.database.url, "select count(*)::int as n from audit_log where action in ('chat.removed', 'chat.mail_changed')")).toEqual([{ n: 4 }]);
  });
});
