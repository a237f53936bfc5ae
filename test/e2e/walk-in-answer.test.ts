import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount, email, signedIn } from '../support/identity-flows.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import { queryRows } from '../support/test-database.ts';
import type { TestClient } from '../support/test-client.ts';
import { walkInForm } from '../support/walk-in-form.ts';

/** The host's phone. */
const PHONE = { width: 390, height: 844 } as const;

let lastTag = 700;
/** A name of this test's own. */
const nextVisitor = () => `Walkin ${['Asha', 'Bina', 'Chetan', 'Deepa', 'Eshan', 'Farah'][(lastTag += 1) % 6]} Tag${lastTag}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

describe.skipIf(!browserAvailable())('the host answers a walk-in from the mailed link (Chromium)', () => {
  let smtp: SmtpSink;
  let server: JourneyServer;
  let browser: Browser;
  let tablet: TestClient;
  let hostId: number;

  beforeAll(async () => {
    server = await journeyServer();
    smtp = server.smtp;
    browser = await launchBrowser();
    await addAccount(server, 'wa.admin', 'admin', { password: 'Admin@1234' });
    await addAccount(server, 'wa.hema.host', 'employee', { manager: 'wa.admin', password: 'Hema@1234', name: 'Hema Host' });
    await addAccount(server, 'wa.guard', 'security', { manager: 'wa.admin', password: 'Guard@123' });
    tablet = await signedIn(server, { email: email('wa.guard'), password: 'Guard@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: server.envelope.encrypt({ name: 'Reception, Gate 2 (walk-in answers)' }) })).status).toBe(201);
    [{ id: hostId }] = (await queryRows<{ id: number }>(server.database.url, 'select id from employee where email = $1', [email('wa.hema.host')])) as [{ id: number }];
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A walk-in signed in at the kiosk (through its API), and the two links of the host's mail. */
  const walkIn = async (name: string, host = hostId): Promise<{ approve: string; decline: string }> => {
    const payload = { ...walkInForm(host), name, comingFrom: 'Navi Mumbai', purposeOfVisit: 'Delivery of spare parts' };
    expect((await tablet.post('/api/kiosk/walk-ins', { encryptedData: server.envelope.encrypt(payload) })).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.subject === `Walk-in visitor waiting: ${name}`);
    const link = (label: string) => new RegExp(`href="([^"]*/WalkInAnswer\\?token=[^"]+)"[^>]*>${label}<`).exec(String(mail.html))?.[1]?.replace(/&amp;/g, '&');
    return { approve: link('Approve')!, decline: link('Decline')! };
  };

  it('asks before it approves, approves with the one button, and then says it is done, however often the links are opened', async () => {
    const name = nextVisitor();
    const links = await walkIn(name);
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto(links.approve);
    await page.getByRole('heading', { name: `Let ${name} in?` }).waitFor();
    await page.getByText('Navi Mumbai').waitFor();
    await page.getByText('Delivery of spare parts').waitFor();
    // Opening the link changed nothing: the host's answer is still to come.
    expect(await queryRows(server.database.url, 'select approve_status from visitor_pass where name = $1', [name])).toEqual([{ approve_status: 'Pending' }]);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await checkAccessibility(page, 'Walk-in answer: the question');

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Approved' }).waitFor();
    await page.getByText(MESSAGES.walkIn.approved).waitFor();
    expect(await queryRows(server.database.url, 'select approve_status from visitor_pass where name = $1', [name])).toEqual([{ approve_status: 'Approved' }]);
    await checkAccessibility(page, 'Walk-in answer: approved');

    // A second click, from either link: already answered, and no button.
    for (const link of [links.approve, links.decline]) {
      await page.goto(link);
      await page.getByRole('heading', { name: 'Already approved' }).waitFor();
      await page.getByText(MESSAGES.walkIn.alreadyApproved).waitFor();
      expect(await page.getByRole('button', { name: /Approve|Decline/ }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('declines from the other link on a phone, and refuses a link that is not valid', async () => {
    const name = nextVisitor();
    const links = await walkIn(name);
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto(links.decline);
    await page.getByRole('heading', { name: `Turn ${name} away?` }).waitFor();
    await checkAccessibility(page, 'Walk-in answer: decline on a phone');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText(MESSAGES.walkIn.declined).waitFor();
    expect(await queryRows(server.database.url, 'select declined_at is not null as declined from visitor_pass where name = $1', [name])).toEqual([{ declined: true }]);

    await page.goto(links.approve);
    await page.getByRole('heading', { name: 'Already declined' }).waitFor();

    await page.goto(links.approve.replace(/[0-9a-f]{8}$/, '00000000'));
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await page.getByText(MESSAGES.walkIn.linkInvalid).waitFor();
    await page.goto(`${server.baseUrl}/WalkInAnswer`);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await checkAccessibility(page, 'Walk-in answer: invalid link');
    // The refused reads are the server's 4xx answers, which Chromium logs; nothing else went wrong.
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await context.close();
  });

  it('refuses, rather than asks, when the host was disabled after the mail', async () => {
    await addAccount(server, 'wa.lena.leaver', 'employee', { manager: 'wa.admin', password: 'Lena@1234', name: 'Lena Leaver' });
    const [{ id: leaverId }] = (await queryRows<{ id: number }>(server.database.url, 'select id from employee where email = $1', [email('wa.lena.leaver')])) as [{ id: number }];
    const name = nextVisitor();
    const links = await walkIn(name, leaverId);
    // The host leaves the company the same day: the link no longer speaks for anyone.
    await queryRows(server.database.url, 'update employee set disabled_at = now() where id = $1', [leaverId]);
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto(links.approve);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await page.getByText(MESSAGES.walkIn.linkInvalid).waitFor();
    expect(await page.getByRole('button', { name: /Approve|Decline/ }).count()).toBe(0);
    expect(await page.getByText(name).count()).toBe(0);
    await checkAccessibility(page, 'Walk-in answer: a disabled host\'s link');
    expect(await queryRows(server.database.url, 'select approve_status from visitor_pass where name = $1', [name])).toEqual([{ approve_status: 'Pending' }]);
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await context.close();
  });
});
