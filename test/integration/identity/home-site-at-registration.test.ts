import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationSitesAnswerSchema } from '#contract/api/identity-answers.ts';
import { privacyNoticeAnswerSchema } from '#contract/api/privacy-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { siteSchema } from '#contract/validation/site.ts';
import { AddSite } from '../../../src/sites/application/add-site.ts';
import { email, proveAddress, registrant, signedIn, startIdentityApp, submitRegistration } from '../../support/identity-flows.ts';
import type { SmtpSink } from '../../support/smtp-sink.ts';
import type { TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

/**
 * The home site picked at registration (issue 30, docs/product/identity.md ID-REG-06): with two sites,
 * the public list names both (ids and names only), a registrant who picks the second reads its notice,
 * and the new employee's home site and their consent's site are the second's (which the manager's
 * approval list names); an unknown site is
 * refused with its code and nothing is made.
 */
describe('the home site picked at registration, at two sites', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let first: number;
  let london: number;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  beforeAll(async () => {
    ({ t, smtp } = await startIdentityApp());
    first = (await query<{ id: number }>('select min(id) as id from site'))[0]!.id;
    const input = siteSchema.parse({ name: 'London Office', address: '1 Example Street, London', timeZone: 'Europe/London', email: 'privacy.london@example.com' });
    london = (await t.inContext(() => t.get(AddSite).execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }, input))).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('should list every site by its id and name, and nothing else about it, to anyone', async () => {
    const answer = await new TestClient(t).get('/api/registration/sites');
    expect(answer.status).toBe(200);
    const { sites } = registrationSitesAnswerSchema.parse(answer.body);
    expect(sites.map((site) => site.id).sort()).toEqual([first, london].sort());
    expect(sites.find((site) => site.id === london)).toEqual({ id: london, name: 'London Office' });
    for (const site of (answer.body as { sites: object[] }).sites) expect(Object.keys(site).sort()).toEqual(['id', 'name']);
  });

  it("should make the employee at the site picked, with their consent to that site's notice, which names it", async () => {
    const notice = privacyNoticeAnswerSchema.parse((await new TestClient(t).get(`/api/privacy/notice?site=${london}`)).body);
    expect(notice.body).toContain('London Office');
    expect(notice.body).toContain('privacy.london@example.com');

    const client = new TestClient(t);
    const who = { ...registrant('londoner', 'manager'), homeSiteId: london };
    await proveAddress(t, smtp, client, who.email, 'register');
    const made = await submitRegistration(t, client, who);
    expect(made).toMatchObject({ status: 200, body: { result: MESSAGES.registration.success } });

    const [employee] = await query<{ id: number; home_site_id: number }>('select id, home_site_id from employee where email = $1', [who.email]);
    expect(employee!.home_site_id).toBe(london);
    const consents = await query<{ site_id: number; notice_hash: string; channel: string }>('select site_id, notice_hash, channel from consent_record where employee_id = $1', [employee!.id]);
    // The hash of the text the registrant read: the London notice, not the first site's.
    expect(consents).toEqual([{ site_id: london, notice_hash: createHash('sha256').update(notice.body).digest('hex'), channel: 'registration' }]);

    // The manager's approval list names the site picked, beside the other registration details.
    const manager = await signedIn(t, { email: email('manager'), password: 'Passw0rd!' });
    const queue = await manager.get<{ result: string }>(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(email('manager')))}`);
    expect(t.envelope.decryptJson(queue.body.result)).toEqual([expect.objectContaining({ emp_email: who.email, home_site: 'London Office' })]);
  });

  it('should refuse an unknown site, and none picked, each with its code, making no one and using up no proof', async () => {
    const client = new TestClient(t);
    const who = registrant('nowhere', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    const unknown = await submitRegistration(t, client, { ...who, homeSiteId: london + 1000 });
    expect(unknown).toMatchObject({ status: 400, body: { errmessage: MESSAGES.registration.homeSiteInvalid, code: 'registration.home_site_invalid' } });
    const none = await submitRegistration(t, client, who);
    expect(none).toMatchObject({ status: 400, body: { errmessage: MESSAGES.registration.homeSiteRequired, code: 'registration.home_site_required' } });
    const notAnId = await submitRegistration(t, client, { ...who, homeSiteId: 'London' } as unknown as typeof who);
    expect(notAnId).toMatchObject({ status: 400, body: { errmessage: MESSAGES.registration.homeSiteInvalid, code: 'registration.home_site_invalid' } });
    expect(await query('select id from employee where email = $1', [who.email])).toEqual([]);
    // The proof was not used up: the same registration with a site picked goes through.
    expect((await submitRegistration(t, client, { ...who, homeSiteId: first })).status).toBe(200);
    expect(await query<{ home_site_id: number }>('select home_site_id from employee where email = $1', [who.email])).toEqual([{ home_site_id: first }]);
  });
});
