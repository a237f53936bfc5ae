import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kioskWalkInAnswerSchema, kioskWalkInSchema, kioskVisitSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startKiosk as startKioskAs } from '../../support/kiosk-flows.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

type Answer = { errmessage?: string; code?: string; details?: string; message?: string };

/**
 * The kiosk under abuse and under races (issue 13, review R1): a kiosk's walk-ins are counted in
 * PostgreSQL like its lookups, so that a script on a tablet cannot mail every host or ask the watchlist
 * about any number of people; two kiosks checking in one visit, and a host's two links tapped at once,
 * are serialised by the visit's row lock (one wins, the other is told what happened).
 */
describe('the kiosk: walk-ins counted per kiosk, and racing taps serialised in the database', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let tablet: TestClient;
  let otherTablet: TestClient;
  let hostId: number;
  let seed = 0;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const countOf = async (text: string, values: unknown[] = []) => Number((await query<{ n: string }>(text, values))[0]?.n);
  const startKiosk = async (name: string): Promise<TestClient> => (await startKioskAs(t, { email: email('guard'), password: 'Guard@123' }, name)).tablet;
  const call = (client: TestClient, path: string, payload: unknown) => client.post<Answer>(path, { encryptedData: t.envelope.encrypt(payload) });
  const walkIn = (client: TestClient, name: string) =>
    call(client, '/api/kiosk/walk-ins', { ...walkInForm(hostId, cameraJpeg(++seed, 32, 24)), name });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    hostId = (await query<{ id: number }>('select id from employee where email = $1', [email('host')]))[0]!.id;
    tablet = await startKiosk('Reception, Building A');
    otherTablet = await startKiosk('Reception, Building B');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Each test starts with whole allowances.
  beforeEach(() => t.clock.advance(61_000));

  it('should count a kiosk\'s walk-ins in PostgreSQL: 20 a minute, then 429 creating no visit and mailing no host; other kiosks are not held up', async () => {
    for (let i = 0; i < 20; i += 1) expect((await walkIn(tablet, `Walk In Visitor ${'abcdefghijklmnopqrst'[i]}`)).status).toBe(201);
    const visits = await countOf('select count(*) n from visitor_pass');
    const mails = await countOf('select count(*) n from mail_outbox');

    const refused = await walkIn(tablet, 'One Too Many');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'http.too_many_requests', errmessage: `Too many requests. Please try again in ${refused.headers.get('retry-after')} seconds.` });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countOf('select count(*) n from visitor_pass')).toBe(visits);
    expect(await countOf('select count(*) n from mail_outbox')).toBe(mails);

    expect((await walkIn(otherTablet, 'At The Other Door')).status).toBe(201);
    // A malformed form is not counted: it creates nothing, and is refused for what it is.
    expect(await call(tablet, '/api/kiosk/walk-ins', { name: 'No Photo' })).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    t.clock.advance(60_000);
    expect((await walkIn(tablet, 'Back Again Later')).status).toBe(201);
  });

  it('should check a visit in once when two kiosks tap Check in at the same time: one badge, one refusal, one audit row, one mail to the host', async () => {
    const sql = await sqlClient(t.database.url);
    let ids: number[];
    try {
      ids = await insertVisits(sql, [{ hostEmail: email('host'), name: 'Anil Kumar', date: '2026-11-20', time: '10:00', approved: true, phone: '9700000001' }]);
    } finally {
      await sql.end();
    }
    const id = ids[0]!;
    const ticketOf = async (client: TestClient) => {
      const found = await call(client, '/api/kiosk/appointments/lookup', { phone: '9700000001' });
      expect(found.status).toBe(200);
      return kioskVisitSchema.parse(t.envelope.decryptJson(found.body.details!)).ticket;
    };
    const [first, second] = [await ticketOf(tablet), await ticketOf(otherTablet)];
    const mails = await countOf('select count(*) n from mail_outbox');

    const answers = await Promise.all([call(tablet, '/api/kiosk/check-in', { ticket: first }), call(otherTablet, '/api/kiosk/check-in', { ticket: second })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('kiosk.already_checked_in');
    expect(await countOf("select count(*) n from audit_log where action = 'visit.checked_in' and subject_id = $1", [String(id)])).toBe(1);
    expect(await countOf('select count(*) n from mail_outbox')).toBe(mails + 1);
  });

  it('should take a host\'s approve and decline tapped at the same time one after the other: one answer stands, the other says so', async () => {
    const made = await walkIn(otherTablet, 'Racing Links Visitor');
    expect(made.status).toBe(201);
    const walkInTicket = kioskWalkInSchema.parse(t.envelope.decryptJson(kioskWalkInAnswerSchema.parse(made.body).details)).ticket;
    const id = Number(walkInTicket.split('.')[0]);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => m.subject === 'Walk-in visitor waiting: Racing Links Visitor');
    const tokenOf = (label: string) => new URL(new RegExp(`${label}: (http\\S+/WalkInAnswer\\?token=\\S+)`).exec(mail.text ?? '')![1]!).searchParams.get('token')!;
    const [approve, decline] = [tokenOf('Approve'), tokenOf('Decline')];

    const answers = await Promise.all([approve, decline, approve, decline].map((token) => tablet.post<Answer>('/api/walk-in-answers', { token })));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const approved = won[0]!.body.message === MESSAGES.walkIn.approved;
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(Array(3).fill(approved ? 'walkin.already_approved' : 'walkin.already_declined'));
    const [row] = await query<{ approve_status: string; declined_at: Date | null }>('select approve_status, declined_at from visitor_pass where id = $1', [id]);
    expect(row!.declined_at === null).toBe(approved);
    expect(await countOf("select count(*) n from audit_log where action in ('visit.approved', 'visit.walk_in_declined') and subject_id = $1", [String(id)])).toBe(1);
  });
});
