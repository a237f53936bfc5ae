import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskSelfAnswerSchema, kioskVisitSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';
import { insertVisits, randomPassCode } from '../../support/visit-fixtures.ts';

type Answer = { details?: string; errmessage?: string; code?: string; field?: string };

// Today at the site is 20-11-2026, 10:00 AM (the fake clock, Asia/Kolkata).
const TODAY = '2026-11-20';

/**
 * A site whose kiosks require the PIN (issue 27; the site's own setting since issue 30, here the first
 * site's, made from `VMS_KIOSK_REQUIRE_PIN=on`): a lookup by phone needs the pass's PIN from the
 * approval mail or the badge.
 */
describe('the kiosk with the PIN required', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let phoneCounter = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, env: { VMS_KIOSK_REQUIRE_PIN: 'on' } });
    await addAccount(t, 'admin', 'admin', { name: 'Asha Admin' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Ravi Shankar Kulkarni' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tablet = (name: string) => startKiosk(t, { email: email('guard'), password: 'Guard@123' }, name);
  const nextPhone = () => `95${String(++phoneCounter).padStart(8, '0')}`;
  const pinOf = (visitId: number) => t.get(PassPins).of(visitId);
  const otherPin = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');
  const call = (client: TestClient, path: string, payload: unknown) => client.post<Answer>(path, { encryptedData: t.envelope.encrypt(payload) });
  const visits = async (fixtures: Parameters<typeof insertVisits>[1]): Promise<number[]> => {
    const sql = await sqlClient(t.database.url);
    try {
      return await insertVisits(sql, fixtures);
    } finally {
      await sql.end();
    }
  };
  const refusal = { status: 404, body: { errmessage: MESSAGES.kiosk.visitNotFound, code: 'kiosk.visit_not_found' } };
  const answerOf = async (client: TestClient, path: string, payload: unknown) => {
    const answer = await call(client, path, payload);
    return { status: answer.status, body: answer.body };
  };

  it('should mail the PIN with the approval, and find the visit by phone with it only; a missing or wrong PIN answers as an unknown number', async () => {
    const phone = nextPhone();
    const visitor = new TestClient(t);
    const created = await createPass(t, host, { name: 'Priya Raman Iyer', phoneNumber: phone, visitorEmail: 'priya.pin@visitor.test', date: '20-11-2026', time: '04:30 PM' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, 'priya.pin@visitor.test');
    expect((await fetchVisitorData(t, visitor, phone, token)).status).toBe(200);
    expect((await submitDetails(t, visitor, token, { name: 'Priya Raman Iyer', mobileNo: phone, dateOfVisit: '20-11-2026', timeOfVisit: '04:30 PM' })).status).toBe(200);
    expect((await approveVisitor(t, host, id)).status).toBe(200);
    await t.deliverMail();
    const approval = await smtp.waitFor((m) => recipientsOf(m).includes('priya.pin@visitor.test') && m.subject === 'Your visit on 20-11-2026 is approved');
    const pin = pinOf(id);
    expect(pin).toMatch(/^[0-9]{4}$/);
    expect(approval.text).toMatch(new RegExp(`PIN:?\\s+${pin}\\b`));
    expect(approval.html).toContain(pin);

    const { tablet: kiosk, id: kioskId } = await tablet('Reception, PIN');
    const path = '/api/kiosk/appointments/lookup';
    const unknown = await answerOf(kiosk, path, { phone: '9000000999', pin });
    expect(unknown).toEqual(refusal);
    for (const payload of [{ phone }, { phone, pin: '' }, { phone, pin: otherPin(pin) }]) {
      expect(await answerOf(kiosk, path, payload), JSON.stringify(payload)).toEqual(unknown);
    }
    // A PIN that is not four digits is a typing mistake, said at its field.
    expect(await answerOf(kiosk, path, { phone, pin: '12a4' })).toEqual({ status: 400, body: { errmessage: MESSAGES.kiosk.pinInvalid, code: 'input.invalid', field: 'pin' } });
    const found = await call(kiosk, path, { phone, pin });
    expect(found.status).toBe(200);
    expect(kioskVisitSchema.strict().parse(t.envelope.decryptJson(found.body.details!))).toMatchObject({ firstName: 'Priya', hostFirstName: 'Ravi', time: '04:30 PM' });
    // Every lookup counted against the kiosk's allowance, the refused ones too.
    expect(await queryRows(t.database.url, 'select hits from rate_limit_bucket where key = $1', [`kiosk-lookup:${kioskId}`])).toEqual([{ hits: 6 }]);
  });

  it('should pick the visit whose PIN was typed, check out by phone with the PIN too, and need no PIN with the pass code', async () => {
    const phone = nextPhone();
    const passCode = randomPassCode();
    const [morning, afternoon] = await visits([
      { hostEmail: email('host'), name: 'Kabir Sen', date: TODAY, time: '11:00', phone, passCode },
      { hostEmail: email('host'), name: 'Kabir Sen', date: TODAY, time: '15:00', phone },
    ]);
    const { tablet: kiosk } = await tablet('Gate, PIN');
    const arrive = async (payload: unknown) => {
      const found = await call(kiosk, '/api/kiosk/appointments/lookup', payload);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      return kioskVisitSchema.parse(t.envelope.decryptJson(found.body.details!));
    };
    expect((await arrive({ phone, pin: pinOf(afternoon!) })).time).toBe('03:00 PM');
    expect((await arrive({ qr: `VMS:${passCode}` })).time).toBe('11:00 AM');
    const checkedIn = await call(kiosk, '/api/kiosk/check-in', { ticket: (await arrive({ phone, pin: pinOf(morning!) })).ticket });
    expect(checkedIn.status).toBe(200);
    expect(t.envelope.decryptJson(checkedIn.body.details!)).toMatchObject({ pin: pinOf(morning!) });

    const leave = '/api/kiosk/departures/lookup';
    expect(await answerOf(kiosk, leave, { phone })).toEqual(refusal);
    expect(await answerOf(kiosk, leave, { phone, pin: pinOf(afternoon!) })).toEqual(refusal);
    const leaving = await call(kiosk, leave, { phone, pin: pinOf(morning!) });
    expect(leaving.status).toBe(200);
    expect(kioskVisitSchema.parse(t.envelope.decryptJson(leaving.body.details!))).toMatchObject({ firstName: 'Kabir', hostFirstName: 'Ravi', time: '10:00 AM' });
  });

  it("should tell the kiosk page to ask for the PIN in the kiosk's own answer, not in the runtime config", async () => {
    const { tablet: kiosk } = await tablet('Door, PIN');
    expect(kioskSelfAnswerSchema.parse((await kiosk.get('/api/kiosk/me')).body)).toMatchObject({ siteId: 1, requiresPin: true });
    expect(await (await t.request('/app-config.js')).text()).not.toContain('kioskRequiresPin');
  });
});
