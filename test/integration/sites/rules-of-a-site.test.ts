import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { MikroORM } from '@mikro-orm/postgresql';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskSelfAnswerSchema, kioskVisitSchema } from '#contract/api/kiosk-answers.ts';
import { privacyNoticeAnswerSchema } from '#contract/api/privacy-answers.ts';
import { linkRecordListSchema } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { eventStreamRoutes } from '../../../src/live/adapters/http/event-stream-routes.ts';
import { FollowChanges } from '../../../src/live/application/follow-changes.ts';
import { runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';
import type { AppEnv } from '../../../src/platform/http/app-env.ts';
import { SessionAuthenticator } from '../../../src/platform/ports/session-authenticator.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';
import { isChange, openEventStream, type EventStreamReader } from '../../support/event-stream.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';
import { createPass, fetchVisitorData, linkFromMail } from '../../support/visit-flows.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';

type Answer = { details?: string; errmessage?: string; code?: string };

// 04:30 UTC on 20 November: 10:00 AM in Pune (the first site, Asia/Kolkata), 04:30 AM in London. Both on the 20th.
const NOW = '2026-11-20T04:30:00.000Z';
const TODAY = '2026-11-20';

/**
 * The rules that belong to a site (issue 30, docs/adr/0049-rules-of-a-site.md), at two sites:
 * Pune, whose kiosks find a visit by phone alone, and London, whose kiosks ask for the pass's PIN; each
 * kiosk's walk-ins read their site's privacy notice; a flagged visitor at London's door is mailed to
 * London's staff and admins only, on London's clock; a London link's expiry is on London's clock; and a
 * change at London reaches London's desk and an admin's stream, never Pune's desk.
 */
describe('the rules of a site, at two sites', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let london: number;
  let puneKiosk: TestClient;
  let londonKiosk: TestClient;
  let ids: Record<string, number>;
  let phones = 0;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const nextPhone = () => `96${String(++phones).padStart(8, '0')}`;
  const visits = async (fixtures: readonly VisitFixture[]): Promise<number[]> => {
    const sql = await sqlClient(t.database.url);
    try {
      return await insertVisits(sql, fixtures);
    } finally {
      await sql.end();
    }
  };
  const call = (client: TestClient, path: string, payload: unknown) => client.post<Answer>(path, { encryptedData: t.envelope.encrypt(payload) });
  const lookUp = async (kiosk: TestClient, payload: unknown) => {
    const answer = await call(kiosk, '/api/kiosk/appointments/lookup', payload);
    return answer.status === 200 ? { status: 200, visit: kioskVisitSchema.parse(t.envelope.decryptJson(answer.body.details!)) } : { status: answer.status, body: answer.body };
  };
  const self = async (kiosk: TestClient) => kioskSelfAnswerSchema.parse((await kiosk.get('/api/kiosk/me')).body);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, clock: new FakeClock(NOW), env: { VMS_TIMEZONE: 'Asia/Kolkata', VMS_KIOSK_REQUIRE_PIN: 'off' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'punehost', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'londonhost', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Oliver Smith' });
    await addAccount(t, 'puneguard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'londonguard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'londonlead', 'site_admin', { manager: 'admin', password: 'Lead@1234' });
    const [site] = await query<{ id: number }>(
      `insert into site (name, address, time_zone, email, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', '1 Example Street, London', 'Europe/London', 'privacy.london@example.com', 90, 90, 365, 365, false, true, now(), now()) returning id`,
    );
    london = site!.id;
    for (const who of ['londonhost', 'londonguard', 'londonlead']) await query('update employee set home_site_id = $1 where email = $2', [london, email(who)]);
    ids = Object.fromEntries((await query<{ id: number; email: string }>('select id, email from employee')).map((row) => [row.email.split('@')[0]!, row.id]));
    // Each kiosk stands at its starter's home site.
    puneKiosk = (await startKiosk(t, { email: email('puneguard'), password: 'Guard@123' }, 'Pune lobby')).tablet;
    londonKiosk = (await startKiosk(t, { email: email('londonguard'), password: 'Guard@123' }, 'London lobby')).tablet;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("should find a visit by phone alone at Pune's kiosk and ask for the PIN at London's, each kiosk told its site's rule, and follow a change of the setting", async () => {
    const [punePhone, londonPhone] = [nextPhone(), nextPhone()];
    const [, londonVisit] = await visits([
      { hostEmail: email('punehost'), name: 'Kabir Sen', date: TODAY, time: '11:00', phone: punePhone },
      { hostEmail: email('londonhost'), name: 'Anna Jones', date: TODAY, time: '09:00', phone: londonPhone, siteId: london },
    ]);
    expect(await self(puneKiosk)).toMatchObject({ name: 'Pune lobby', siteId: 1, requiresPin: false });
    expect(await self(londonKiosk)).toMatchObject({ name: 'London lobby', siteId: london, requiresPin: true });

    expect(await lookUp(puneKiosk, { phone: punePhone })).toMatchObject({ status: 200, visit: { firstName: 'Kabir', time: '11:00 AM' } });
    const refusal = { status: 404, body: { errmessage: MESSAGES.kiosk.visitNotFound, code: 'kiosk.visit_not_found' } };
    expect(await lookUp(londonKiosk, { phone: londonPhone })).toEqual(refusal);
    const pin = t.get(PassPins).of(londonVisit!);
    expect(await lookUp(londonKiosk, { phone: londonPhone, pin })).toMatchObject({ status: 200, visit: { firstName: 'Anna', time: '09:00 AM' } });

    // An admin makes Pune ask for the PIN too (the site's own setting, PATCH /api/sites/1): from the next call on.
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    const patch = (requiresPin: boolean) => admin.call('PATCH', '/api/sites/1', { encryptedData: t.envelope.encrypt({ kioskRequiresPin: requiresPin }) });
    expect((await patch(true)).status).toBe(200);
    try {
      expect((await self(puneKiosk)).requiresPin).toBe(true);
      expect(await lookUp(puneKiosk, { phone: punePhone })).toEqual(refusal);
    } finally {
      expect((await patch(false)).status).toBe(200);
    }
  });

  it("should show a walk-in at London's kiosk London's notice, and keep their consent as London's, with the hash of the text shown", async () => {
    const noticeAt = async (site: number) => privacyNoticeAnswerSchema.parse((await londonKiosk.get(`/api/privacy/notice?site=${site}`)).body);
    const shown = await noticeAt((await self(londonKiosk)).siteId);
    expect(shown.body).toMatch(/^# Privacy notice of London\n/);
    expect(shown.body).toContain('Write to privacy.london@example.com');
    expect(shown.body).toContain('erased 90 days after your visit');
    expect((await noticeAt(1)).body).toMatch(/^# Privacy notice of Main site\n/);

    const signed = await call(londonKiosk, '/api/kiosk/walk-ins', { ...walkInForm(ids['londonhost']!, cameraJpeg(3)), name: 'Grace Taylor', mobileNo: nextPhone() });
    expect(signed.status).toBe(201);
    const [consent] = await query<{ site_id: number; notice_hash: string; channel: string }>(
      "select c.site_id, c.notice_hash, c.channel from consent_record c join visitor_pass v on v.id = c.visit_id where v.name = 'Grace Taylor'",
    );
    expect(consent).toEqual({ site_id: london, notice_hash: createHash('sha256').update(shown.body).digest('hex'), channel: 'kiosk' });
  });

  it("should mail a flagged walk-in at London's door to London's security and site admin and to admins only, at London's time", async () => {
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    const phone = nextPhone();
    const added = await call(admin, '/api/watchlist', { name: 'Victor Hale', phone, reason: 'Tailgated through the London gate in October.' });
    expect(added.status).toBe(201);
    const signed = await call(londonKiosk, '/api/kiosk/walk-ins', { ...walkInForm(ids['londonhost']!, cameraJpeg(4)), name: 'Victor Hale', mobileNo: phone });
    expect(signed.status).toBe(201);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => m.subject === 'Watchlist: Victor Hale at kiosk London lobby');
    expect(recipientsOf(mail).sort()).toEqual([email('admin'), email('londonguard'), email('londonlead')].sort());
    expect(mail.text).toContain('Victor Hale signed in as a walk-in at kiosk London lobby at 04:30 AM and matches the watchlist.');
    expect(smtp.mails.filter((m) => m.subject?.startsWith('Watchlist: Victor Hale'))).toHaveLength(1);
  });

  it("should tell a London visitor until when their link works on London's clock", async () => {
    const host = await signedIn(t, { email: email('londonhost'), password: 'Host@1234' });
    const phone = nextPhone();
    const created = await createPass(t, host, { phoneNumber: phone, visitorEmail: 'grace.link@visitor.test', date: '20-11-2026', time: '11:00 PM' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, 'grace.link@visitor.test');
    const answer = await fetchVisitorData(t, new TestClient(t), phone, token);
    expect(answer.status).toBe(200);
    expect(linkRecordListSchema.parse(t.envelope.decryptJson(answer.body.details))[0]).toMatchObject({ id: created.body.id, site_time_zone: 'Europe/London' });
  });

  describe('live changes', () => {
    let server: ServerType;
    let base: string;
    const streams: EventStreamReader[] = [];

    beforeAll(async () => {
      const orm = t.get(MikroORM);
      const scope = <T>(work: () => Promise<T>) => runInEntityManagerScope(orm.em, work);
      const app = new Hono<AppEnv>();
      app.use((_c, next) => scope(next));
      eventStreamRoutes({ authenticator: t.get(SessionAuthenticator), followChanges: t.get(FollowChanges), scope, timing: { heartbeatMs: 3_600_000, recheckMs: 3_600_000 } })(app);
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await once(server, 'listening');
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await new Promise<void>((done) => server.close(() => done()));
    });

    const follow = async (who: string, password: string): Promise<EventStreamReader> => {
      const client = await signedIn(t, { email: email(who), password });
      const stream = await openEventStream(base, client.cookie);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'ready', 10_000);
      return stream;
    };

    it("should tell a change at London to London's desk and an admin, and not to Pune's desk", async () => {
      const puneDesk = await follow('puneguard', 'Guard@123');
      const londonDesk = await follow('londonguard', 'Guard@123');
      const admin = await follow('admin', 'Admin@123');
      // London's visit first, then Pune's: the changes arrive in the order they were committed.
      const [atLondon] = await visits([{ hostEmail: email('londonhost'), name: 'Live London', date: TODAY, siteId: london }]);
      const [atPune] = await visits([{ hostEmail: email('punehost'), name: 'Live Pune', date: TODAY }]);
      await londonDesk.waitFor(isChange('visit', atLondon!), 10_000);
      await admin.waitFor(isChange('visit', atLondon!), 10_000);
      await admin.waitFor(isChange('visit', atPune!), 10_000);
      // Pune's desk hears of Pune's visit, after London's would have come: London's never did.
      await puneDesk.waitFor(isChange('visit', atPune!), 10_000);
      expect(puneDesk.events.some(isChange('visit', atLondon!))).toBe(false);
      // And London's desk hears of a later London visit, after Pune's would have come: Pune's never did.
      const [later] = await visits([{ hostEmail: email('londonhost'), name: 'Live London Later', date: TODAY, siteId: london }]);
      await londonDesk.waitFor(isChange('visit', later!), 10_000);
      expect(londonDesk.events.some(isChange('visit', atPune!))).toBe(false);
    });
  });
});
