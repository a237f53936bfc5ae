import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_TICKET_LIFETIME_MS, KioskTickets } from '../../../src/kiosk/domain/kiosk-ticket.ts';
import { MESSAGES } from '#contract/messages.ts';
import { LinkTokens } from '../../../src/visits/application/link-token.ts';
import { WalkInAnswerTokens } from '../../../src/visits/application/walk-in-token.ts';
import type { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { detailsPayload } from '../../support/visit-flows.ts';

/** Ids no row can have: just beyond PostgreSQL's integer, and far beyond it. */
const BEYOND = [2_147_483_648, 99_999_999_999] as const;

const WALK_IN_FORGED = { errmessage: MESSAGES.walkIn.linkInvalid, code: 'walkin.link_invalid' };
const LINK_FORGED = { errmessage: MESSAGES.link.invalid, code: 'link.invalid' };
const TICKET_FORGED = { errmessage: MESSAGES.kiosk.ticketInvalid, code: 'kiosk.ticket_invalid' };

/**
 * Issue 27, item 3: a correctly signed walk-in token whose visit id was beyond PostgreSQL's integer
 * answered 500 (the statement failed). A token or ticket signed by this server's own secret with such
 * an id is refused exactly as a forged one is: the same status, code and message, and no error logged.
 */
describe('signed tokens and tickets naming an id beyond any row', () => {
  let t: TestApp;
  let tablet: TestClient;
  let deviceId: number;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    tablet = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) })).status).toBe(201);
    deviceId = (await tablet.get<{ id: number }>('/api/kiosk/me')).body.id;
  });
  afterAll(() => t.close());

  const unexpected = () => t.logs.filter((line) => line['msg'] === 'unexpected error');

  it.each(BEYOND)('should refuse a walk-in answer link naming visit %i as a forged one', async (visitId) => {
    const tokens = t.get(WalkInAnswerTokens);
    const token = tokens.issue({ visitId, decision: 'approve', expiresAt: new Date(t.clock.now().getTime() + 3_600_000) });
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const candidate of [token, forged]) {
      const question = await new TestClient(t).get(`/api/walk-in-answers?token=${encodeURIComponent(candidate)}`);
      expect({ status: question.status, body: question.body }).toEqual({ status: 400, body: WALK_IN_FORGED });
      const answer = await new TestClient(t).post('/api/walk-in-answers', { token: candidate });
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: WALK_IN_FORGED });
    }
    expect(unexpected()).toEqual([]);
  });

  it.each(BEYOND)("should refuse a visitor's link naming pass %i as a forged one", async (id) => {
    const pass = {
      id,
      name: 'Arjun Mehta',
      phone: '9812345670',
      visitDate: '2026-11-21',
      visitTime: '10:30:00',
      linkExpiresAt: new Date('2026-11-21T18:29:59.999Z'),
      linkVersion: 0,
    } as VisitorPass;
    const token = t.get(LinkTokens).issue(pass);
    const phone = encodeURIComponent(t.envelope.encrypt('9812345670'));
    const opened = await new TestClient(t).get(`/fetchVisitorData/${phone}?token=${encodeURIComponent(token)}`);
    expect({ status: opened.status, body: opened.body }).toEqual({ status: 400, body: LINK_FORGED });
    const submitted = await new TestClient(t).post('/api/visitorDetails', { encryptedData: t.envelope.encrypt(detailsPayload()), token });
    expect({ status: submitted.status, body: submitted.body }).toEqual({ status: 400, body: LINK_FORGED });
    expect(unexpected()).toEqual([]);
  });

  it.each(BEYOND)("should refuse a kiosk ticket naming visit %i as a forged one", async (visitId) => {
    const tickets = t.get(KioskTickets);
    const expiresAt = new Date(t.clock.now().getTime() + KIOSK_TICKET_LIFETIME_MS);
    const checkIn = tickets.issue({ visitId, deviceId, purpose: 'check_in', expiresAt });
    const checkOut = tickets.issue({ visitId, deviceId, purpose: 'check_out', expiresAt });
    const walkIn = tickets.issue({ visitId, deviceId, purpose: 'walk_in', expiresAt });
    for (const [path, ticket] of [['/api/kiosk/check-in', checkIn], ['/api/kiosk/check-in', walkIn], ['/api/kiosk/check-out', checkOut]] as const) {
      const answer = await tablet.post(path, { encryptedData: t.envelope.encrypt({ ticket }) });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 400, body: TICKET_FORGED });
    }
    const followed = await tablet.get(`/api/kiosk/walk-ins/${encodeURIComponent(walkIn)}`);
    expect({ status: followed.status, body: followed.body }).toEqual({ status: 400, body: TICKET_FORGED });
    expect(unexpected()).toEqual([]);
  });
});
