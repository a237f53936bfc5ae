import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { passQrPayload } from '#contract/pass-code.ts';
import { formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { qrCameraFrame } from '../support/qr.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { queryRows, sqlClient } from '../support/test-database.ts';
import { insertVisits, randomPassCode } from '../support/visit-fixtures.ts';
import { acknowledge, submitLogin } from './identity-helpers.ts';
import { noticeShows } from './notice-helpers.ts';
import { agreeToPrivacyNotice } from './privacy-notice-helpers.ts';
import { fillWalkInAboutYou } from './walk-in-helpers.ts';

type Account = { email: string; password: string };

/** The reception tablet, landscape (issue 13). */
const TABLET = { width: 1024, height: 768 } as const;

/** What the Watchlist chip says to a screen reader (web/src/features/desk/watchlist-chip.tsx). */
const FLAGGED = 'Flagged by the watchlist: security must clear the flag before check-in';

/**
 * Chromium logs every refused call ("Failed to load resource: … 401"): the kiosk's first question
 * (GET /api/kiosk/me, before the device is a kiosk) is refused by design, as is a flagged check-in.
 */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

/** Whether the page scrolls sideways. Written as a string: this file is type-checked without the browser's types. */
const scrollsSideways = (page: Page) => page.evaluate('document.documentElement.scrollWidth > window.innerWidth');

/** Counts window.print() instead of opening the print dialog. Written as a string: this file is type-checked without the browser's types. */
const countPrints = (context: BrowserContext) => context.addInitScript('window.print = () => { window.__prints = (window.__prints || 0) + 1; };');
const prints = (page: Page) => page.evaluate('window.__prints || 0');

let lastTag = 300;
/** A number of this test's own (three digits), for names and phone numbers no other test uses. */
const nextTag = () => String((lastTag += 1));

describe.skipIf(!browserAvailable())('the reception kiosk (Chromium, tablet with the fake camera)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  let host: Account;
  let starter: Account;
  let guard: Account;
  let admin: Account;
  /** What the tablet's camera shows (a grey picture, or a QR code held up to it): Chromium's file-backed fake camera. */
  let folder: string;
  let camera: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp });
    folder = await mkdtemp(join(tmpdir(), 'vms-kiosk-camera-'));
    camera = join(folder, 'camera.y4m');
    await writeFile(camera, qrCameraFrame(null));
    browser = await launchBrowser([`--use-file-for-fake-video-capture=${camera}`]);
    admin = await addAccount(server, 'admin', 'admin', { password: 'Admin@1234', name: 'Anita Admin' });
    host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    await addAccount(server, 'omar.other', 'employee', { manager: 'admin', password: 'Omar@1234', name: 'Omar Other' });
    // One security user starts the tablets (each start ends their session there), another works the desk.
    starter = await addAccount(server, 'sunil.starter', 'security', { manager: 'admin', password: 'Sunil@123', name: 'Sunil Starter' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /**
   * A tablet started as a kiosk named `name` by security, as its start screen shows it. Through the
   * sign-in page: /kiosk on a device that is not a kiosk sends security to /SecurityLogin and back.
   */
  const startKiosk = async (name: string, { throughLogin = false, fakeClock = false, statusPollMs = 0, viewport = TABLET as { width: number; height: number } } = {}) => {
    const opened = await openPage(browser, viewport);
    await countPrints(opened.context);
    const { page, context } = opened;
    // The kiosk asks whether it still may work every 20 s; a journey that waits for it asks sooner (runtime config, tests only).
    if (statusPollMs > 0) {
      await context.route('**/app-config.js', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}window.__VMS_CONFIG__.kioskStatusPollMs = ${statusPollMs};\n` });
      });
    }
    // Time flows as usual; the test may jump ahead (page.clock.fastForward) instead of waiting.
    if (fakeClock) await page.clock.install();
    if (throughLogin) {
      await page.goto(`${server.baseUrl}/kiosk`);
      await page.waitForURL(`${server.baseUrl}/SecurityLogin`);
      await submitLogin(page, starter.email.split('@')[0]!, starter.password);
      await acknowledge(page, 'login successful');
      await page.waitForURL(`${server.baseUrl}/kiosk`);
    } else {
      await signInByApi(server, context, page, starter);
      await page.goto(`${server.baseUrl}/kiosk`);
    }
    await page.getByRole('heading', { name: 'Start this device as a kiosk' }).waitFor();
    await page.getByRole('button', { name: 'Start kiosk' }).click();
    await page.getByText(MESSAGES.kiosk.deviceNameRequired).waitFor();
    await page.getByRole('textbox', { name: /^Kiosk name/ }).fill(name);
    await page.getByRole('button', { name: 'Start kiosk' }).click();
    await page.getByRole('button', { name: /I have an appointment/ }).waitFor();
    await page.getByText(`Reception · ${name}`).waitFor();
    // The tablet keeps the kiosk's cookie alone: security's session ended here.
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain('vms_kiosk');
    expect(cookies).not.toContain('vms_session');
    return opened;
  };

  /** Fills the walk-in form as a visitor would, one step a screen, photo from the camera included, and signs in. */
  const signInAsWalkIn = async (page: Page, visitor: { name: string; phone: string }) => {
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await fillWalkInAboutYou(page, visitor);
    await next.click();
    await page.getByText('Step 2 of 5', { exact: true }).waitFor();
    const hostBox = page.getByRole('combobox', { name: /Who are you visiting/ });
    // Two letters ask nothing yet: the form says how many it needs, as the server would.
    await hostBox.fill('he');
    await page.getByText(MESSAGES.kiosk.hostSearchTooShort).waitFor();
    await hostBox.fill('hema');
    await page.getByRole('option', { name: 'Hema Host' }).click();
    await page.getByText('You are visiting Hema Host.').waitFor();
    await next.click();
    await page.getByText('Step 3 of 5', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /Safety equipment is needed on the shop floor/ }).check();
    await page.getByRole('radio', { name: 'WEN HV' }).check();
    // The shop floor with WEN HV needs every item: ticked and locked, as on the details form.
    for (const item of ['Helmet', 'Goggles', 'Ear Plug', 'Safety Shoes']) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${item}`) });
      expect(await box.isChecked()).toBe(true);
      expect(await box.isDisabled()).toBe(true);
    }
    await next.click();
    await page.getByText('Step 4 of 5', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Take my photo' }).click();
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await next.click();
    await page.getByText('Step 5 of 5', { exact: true }).waitFor();
    // What was given, to check before signing in.
    await page.getByText(visitor.name, { exact: true }).waitFor();
    await page.getByText('Hema Host', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };

  it('should sign a walk-in in: the form\'s rules, the host approves from the mailed link, the kiosk checks them in by itself and shows the badge', async () => {
    const tag = nextTag();
    const visitor = { name: `Walter Walkin ${tag}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!), phone: `98765${tag}11` };
    const { page, context, errors } = await startKiosk(`Reception A ${tag}`, { throughLogin: true });
    await checkAccessibility(page, 'Kiosk start screen');

    // The form's rules and messages, a step at a time: Next with nothing filled in names what the step needs, and only that.
    await page.getByRole('button', { name: /I'm a walk-in/ }).click();
    await agreeToPrivacyNotice(page);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    for (const message of [MESSAGES.details.nameRequired, MESSAGES.registration.phoneRequired, MESSAGES.details.comingFromRequired, MESSAGES.details.purposeRequired]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByText(MESSAGES.kiosk.hostRequired, { exact: true }).count()).toBe(0);
    await page.getByText('Step 1 of 5', { exact: true }).waitFor();
    // Typing follows the details form's rules: digits only in the mobile number, ten at most.
    const mobile = page.getByRole('textbox', { name: /^Mobile Number/ });
    await mobile.pressSequentially('98x76-54321099');
    expect(await mobile.inputValue()).toBe('9876543210');
    await checkAccessibility(page, 'Kiosk walk-in form with errors');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Tara Typed');
    await page.getByRole('textbox', { name: /^Coming From/ }).fill('Pune');
    await page.getByRole('textbox', { name: /^Purpose of Visit/ }).fill('Delivery of spare parts');
    await next.click();
    await page.getByText('Step 2 of 5', { exact: true }).waitFor();
    await next.click();
    await page.getByText(MESSAGES.kiosk.hostRequired, { exact: true }).waitFor();
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 1 of 5', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Tara Typed');
    expect(await mobile.inputValue()).toBe('9876543210');
    expect(await page.getByRole('textbox', { name: /^Purpose of Visit/ }).inputValue()).toBe('Delivery of spare parts');
    await page.getByRole('button', { name: 'Start over' }).click();

    await signInAsWalkIn(page, visitor);
    await page.getByText(MESSAGES.kiosk.waitingForHost).waitFor();
    await page.getByRole('heading', { name: `Thank you, ${visitor.name.split(' ')[0]}` }).waitFor();
    await page.getByText('We have asked Hema to let you in.').waitFor();
    await checkAccessibility(page, 'Kiosk waiting for the host');

    // The host's mail: who is waiting, and the approve link.
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(host.email) && m.subject === `Walk-in visitor waiting: ${visitor.name}`);
    const approve = /href="([^"]*\/WalkInAnswer\?token=[^"]+)"[^>]*>\s*Approve/.exec(String(mail.html))?.[1]?.replace(/&amp;/g, '&');
    expect(approve).toBeDefined();

    // The host opens the link on their phone: one confirm button, nothing changes before it.
    const hostPage = await openPage(browser, { width: 390, height: 844 });
    await hostPage.page.goto(approve!);
    await hostPage.page.getByText(visitor.name).first().waitFor();
    await hostPage.page.getByRole('button', { name: 'Approve' }).click();
    await hostPage.page.getByText(MESSAGES.walkIn.approved).waitFor();
    await hostPage.context.close();

    // The kiosk notices by itself, checks the visitor in and offers the badge.
    await page.getByRole('heading', { name: MESSAGES.kiosk.welcome }).waitFor({ timeout: 20_000 });
    const badge = page.getByTestId('kiosk-badge');
    await badge.getByText(visitor.name).waitFor();
    await badge.getByText('Hema Host').waitFor();
    await badge.getByText('Walk-in').waitFor();
    await badge.getByRole('img', { name: /^QR code of pass / }).waitFor();
    await checkAccessibility(page, 'Kiosk badge');
    await page.getByRole('button', { name: 'Print badge' }).click();
    expect(await prints(page)).toBe(1);

    // Checked in through the desk's use case, with the kiosk as the actor.
    const [visit] = await queryRows<{ id: number; check_in: Date | null; kiosk_device_id: number | null }>(
      server.database.url,
      'select id, check_in, kiosk_device_id from visitor_pass where name = $1',
      [visitor.name],
    );
    expect(visit?.check_in).not.toBeNull();
    expect(visit?.kiosk_device_id).not.toBeNull();
    const audit = await queryRows<{ action: string; actor_type: string; actor_label: string }>(
      server.database.url,
      `select action, actor_type, actor_label from audit_log where subject_type = 'visit' and subject_id = $1 and action in ('visit.walk_in_created', 'visit.checked_in') order by id`,
      [String(visit!.id)],
    );
    expect(audit).toEqual([
      { action: 'visit.walk_in_created', actor_type: 'kiosk', actor_label: `kiosk:Reception A ${tag}` },
      { action: 'visit.checked_in', actor_type: 'kiosk', actor_label: `kiosk:Reception A ${tag}` },
    ]);

    // Back to the start for the next visitor: by itself once the badge's countdown has run (the checks above take about as long).
    await page.getByRole('button', { name: /I have an appointment/ }).waitFor({ timeout: 15_000 });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('should check an expected visitor in by phone number, show first names and time only, check them out by their QR code, and stop once an admin signs the kiosk out', async () => {
    const tag = nextTag();
    const phone = `97654${tag}22`;
    const name = `Asha Arrives ${tag}`;
    const passCode = randomPassCode();
    const sql = await sqlClient(server.database.url);
    const [visitId] = await insertVisits(sql, [{ hostEmail: host.email, name, phone, date: liveSiteToday(), time: '10:30', passCode }]).finally(() => sql.end());
    const kioskName = `Reception B ${tag}`;
    const { page, context, errors } = await startKiosk(kioskName, { statusPollMs: 1_000 });

    await page.getByRole('button', { name: /I have an appointment/ }).click();
    await page.getByRole('heading', { name: 'Find your appointment' }).waitFor();
    const find = page.getByRole('button', { name: 'Find my visit' });
    // A number nobody expects today: the product's words (those of every lookup with nothing to do), and nothing found.
    for (const key of '9123456780') await page.getByRole('button', { name: key, exact: true }).click();
    await find.click();
    await page.getByText(MESSAGES.kiosk.visitNotFound).waitFor();
    await checkAccessibility(page, 'Kiosk keypad with a refusal');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await find.isDisabled()).toBe(true);
    for (const key of phone) await page.getByRole('button', { name: key, exact: true }).click();
    await find.click();

    await page.getByRole('heading', { name: 'Hello, Asha' }).waitFor();
    await page.getByText('Hema', { exact: true }).waitFor();
    await page.getByText('10:30 AM').waitFor();
    // Nothing else about the visit: not the visitor's or the host's full name, the phone or the purpose.
    const shown = await page.locator('body').innerText();
    expect(shown).not.toContain(name);
    expect(shown).not.toContain('Hema Host');
    expect(shown).not.toContain(phone);
    expect(shown).not.toContain('Quarterly supply review');
    await checkAccessibility(page, 'Kiosk confirmation');
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByRole('heading', { name: MESSAGES.kiosk.welcome }).waitFor();
    await page.getByTestId('kiosk-badge').getByText(name).waitFor();
    // The badge carries the pass's PIN, for a kiosk that asks for it with the phone number.
    expect(await page.getByTestId('kiosk-badge-pin').innerText()).toMatch(/^[0-9]{4}$/);
    // An end of a turn says when the kiosk goes back to its start (issue 28: 10 s, not 30).
    expect(await page.getByRole('timer').innerText()).toMatch(/^Back to the start in (10|[1-9]) seconds?$/);

    // The host is told, as when the desk checks a visitor in.
    await smtp.waitFor((m) => recipientsOf(m).includes(host.email) && (m.subject ?? '').startsWith(`${name} has arrived`));
    const [checkedIn] = await queryRows<{ check_in: Date | null }>(server.database.url, 'select check_in from visitor_pass where id = $1', [visitId]);
    expect(checkedIn?.check_in).not.toBeNull();
    // Done goes back at once.
    await page.getByRole('button', { name: 'Done' }).click();
    // (well before its 10 s countdown would)
    await page.getByRole('button', { name: /I'm leaving/ }).waitFor({ timeout: 5_000 });

    // Leaving: the QR code of the approval mail held up to the tablet's camera, "Goodbye", one tap.
    await writeFile(camera, qrCameraFrame(passQrPayload(passCode)));
    await page.getByRole('button', { name: /I'm leaving/ }).click();
    await page.getByRole('heading', { name: 'Signing out' }).waitFor();
    await page.getByRole('button', { name: /Scan my QR code/ }).click();
    await page.getByRole('heading', { name: 'Goodbye, Asha' }).waitFor();
    await checkAccessibility(page, 'Kiosk check-out');
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByText(MESSAGES.kiosk.goodbye).waitFor();
    await checkAccessibility(page, 'Kiosk goodbye');
    const [left] = await queryRows<{ check_out: Date | null }>(server.database.url, 'select check_out from visitor_pass where id = $1', [visitId]);
    expect(left?.check_out).not.toBeNull();
    await writeFile(camera, qrCameraFrame(null));
    // Untouched, the goodbye goes back to the start by itself once its countdown has run.
    await page.getByRole('timer').getByText(/^Back to the start in \d+ seconds?$/).waitFor();
    await page.getByRole('button', { name: /I have an appointment/ }).waitFor({ timeout: 15_000 });

    // An admin signs the kiosk out on /Kiosks; the tablet, left on its start screen, leaves it by itself and says so.
    const office = await openPage(browser, DESKTOP);
    await signInByApi(server, office.context, office.page, admin);
    await office.page.goto(`${server.baseUrl}/Kiosks`);
    const row = office.page.getByRole('listitem', { name: `Kiosk ${kioskName}` });
    await row.getByText('Active').waitFor();
    // Its times as every other screen writes them: DD-MM-YYYY, then hh:mm AM.
    await row.getByText(new RegExp(`^${formatVisitDate(liveSiteToday())} \\d{2}:\\d{2} [AP]M$`)).waitFor();
    await checkAccessibility(office.page, 'Kiosks');
    await row.getByRole('button', { name: 'Sign out kiosk' }).click();
    const confirm = office.page.getByRole('dialog', { name: 'Sign out this kiosk?' });
    await confirm.getByText(`${kioskName} will stop working within 30 seconds`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Sign out kiosk' }).click();
    await noticeShows(office.page, MESSAGES.kiosk.revoked);
    await row.getByText('Signed out', { exact: true }).waitFor();
    expect(unexpected(office.errors)).toEqual([]);
    await office.context.close();

    // No tap: the kiosk's own check finds it revoked.
    await page.getByRole('heading', { name: 'This kiosk is signed out' }).waitFor({ timeout: 15_000 });
    await page.getByText(MESSAGES.kiosk.signedOut).waitFor();
    // Opened again, it stays signed out: the server cleared its cookie.
    await page.goto(`${server.baseUrl}/kiosk`);
    await page.getByRole('heading', { name: 'This kiosk is signed out' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('vms_kiosk');
    await checkAccessibility(page, 'Kiosk signed out');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('should let a watchlisted walk-in wait like anyone, tell them to see the desk once the host answers, without a word of why, and let security clear the flag and check them in at the desk', async () => {
    const tag = nextTag();
    const visitor = { name: 'Victor Watchlisted', phone: `96543${tag}33` };
    // Security has put the person on the watchlist (through the API, as the Watchlist screen does).
    const desk = await openPage(browser, DESKTOP);
    await signInByApi(server, desk.context, desk.page, guard);
    const added = await desk.context.request.post(`${server.baseUrl}/api/watchlist`, {
      data: { encryptedData: server.envelope.encrypt({ name: visitor.name, phone: visitor.phone, reason: 'Barred after an incident at the loading bay.' }) },
    });
    expect(added.status()).toBe(201);

    const { page, context, errors } = await startKiosk(`Reception C ${tag}`);
    await signInAsWalkIn(page, visitor);
    // The first answer is the one anyone gets (issue 27): waiting for the host.
    await page.getByRole('heading', { name: 'Thank you, Victor' }).waitFor();
    await page.getByText(MESSAGES.kiosk.waitingForHost).waitFor();

    // The host's mail is the usual one; the host approves from it.
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(host.email) && m.subject === `Walk-in visitor waiting: ${visitor.name}`);
    expect(String(mail.html)).not.toContain('loading bay');
    const approve = /href="([^"]*\/WalkInAnswer\?token=[^"]+)"[^>]*>\s*Approve/.exec(String(mail.html))?.[1]?.replace(/&amp;/g, '&');
    const hostPage = await openPage(browser, { width: 390, height: 844 });
    await hostPage.page.goto(approve!);
    await hostPage.page.getByRole('button', { name: 'Approve' }).click();
    await hostPage.page.getByText(MESSAGES.walkIn.approved).waitFor();
    expect(await hostPage.page.locator('body').innerText()).not.toContain('loading bay');
    await hostPage.context.close();
    // With the host's answer the kiosk sends the visitor to the desk, saying nothing of why.
    await page.getByRole('heading', { name: 'Please see the desk' }).waitFor();
    await page.getByText(MESSAGES.kiosk.seeDesk).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('loading bay');
    await checkAccessibility(page, 'Kiosk: see the desk');

    // At the desk: the walk-in is flagged; security clears the flag with a reason and checks them in.
    await desk.page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${encodeURIComponent(visitor.name)}`);
    const row = desk.page.getByRole('row', { name: new RegExp(visitor.name) });
    await row.getByRole('img', { name: FLAGGED }).waitFor();
    // In cannot be pressed while the flag is open (issue 28: it looked pressable and always failed), and says why.
    const inButton = row.getByRole('button', { name: 'In', exact: true });
    expect(await inButton.isDisabled()).toBe(true);
    expect(await inButton.getAttribute('aria-describedby')).toBe(await row.getByRole('img', { name: FLAGGED }).getAttribute('id'));
    await inButton.hover({ force: true });
    await desk.page.getByRole('tooltip').filter({ hasText: 'Flagged by the watchlist: clear the flag first' }).waitFor();
    await row.getByRole('button', { name: `Clear flag of ${visitor.name}` }).click();
    const clear = desk.page.getByRole('dialog', { name: `Clear the watchlist flag of ${visitor.name}?` });
    await clear.getByRole('textbox', { name: 'Reason for clearing' }).fill('Spoke with the visitor and their host; ID checked, allowed in today.');
    await clear.getByRole('button', { name: 'Clear flag' }).click();
    await noticeShows(desk.page, MESSAGES.watchlist.flagCleared);
    await row.getByRole('button', { name: 'In', exact: true }).click();
    await noticeShows(desk.page, MESSAGES.time.inRecorded);
    await row.getByText(/^Checked in \d{2}:\d{2} [AP]M$/).waitFor();

    const audit = await queryRows<{ action: string; actor_label: string }>(
      server.database.url,
      `select a.action, a.actor_label from audit_log a join visitor_pass v on a.subject_type = 'visit' and a.subject_id = v.id::text
        where v.name = $1 and a.action in ('visit.flagged', 'visit.flag_cleared', 'visit.checked_in') order by a.id`,
      [visitor.name],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['visit.flagged', 'visit.flag_cleared', 'visit.checked_in']);
    expect(audit[2]?.actor_label).not.toMatch(/^kiosk:/);
    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(desk.errors)).toEqual([]);
    await context.close();
    await desk.context.close();
  });

  it('should go back to its start screen after 30 s without a touch, but let a walk-in wait 10 minutes for their host', async () => {
    const tag = nextTag();
    // The status check is put out of the way: under the fake clock a jump that fires it also went back to the start
    // (not seen with the real clock: the journey above checks every second through a whole turn).
    const { page, context, errors } = await startKiosk(`Reception D ${tag}`, { fakeClock: true, statusPollMs: 3_600_000 });
    await page.getByRole('button', { name: /I have an appointment/ }).click();
    await page.getByRole('heading', { name: 'Find your appointment' }).waitFor();
    await page.clock.fastForward('00:29');
    expect(await page.getByRole('heading', { name: 'Find your appointment' }).isVisible()).toBe(true);
    // A touch starts the 30 s again.
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.clock.fastForward('00:29');
    expect(await page.getByRole('heading', { name: 'Find your appointment' }).isVisible()).toBe(true);
    await page.clock.fastForward('00:02');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: /I have an appointment/ }).waitFor();

    await signInAsWalkIn(page, { name: 'Wanda Waiting', phone: `95432${tag}44` });
    await page.getByText(MESSAGES.kiosk.waitingForHost).waitFor();
    await page.clock.fastForward('05:00');
    expect(await page.getByText(MESSAGES.kiosk.waitingForHost).isVisible()).toBe(true);
    await page.clock.fastForward('05:01');
    await page.getByRole('button', { name: /I have an appointment/ }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('should fit a portrait tablet and a phone without sideways scrolling', async () => {
    for (const viewport of [{ width: 768, height: 1024 }, { width: 390, height: 844 }]) {
      const tag = nextTag();
      const { page, context, errors } = await startKiosk(`Reception E ${tag}`, { viewport });
      expect(await scrollsSideways(page), `start at ${viewport.width}`).toBe(false);
      await page.getByRole('button', { name: /I have an appointment/ }).click();
      await page.getByRole('button', { name: 'Find my visit' }).waitFor();
      expect(await scrollsSideways(page), `keypad at ${viewport.width}`).toBe(false);
      await page.getByRole('button', { name: /Scan my QR code/ }).click();
      await page.getByLabel('Camera picture for your QR code').waitFor();
      expect(await scrollsSideways(page), `QR at ${viewport.width}`).toBe(false);
      await page.getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('button', { name: /I'm a walk-in/ }).click();
      await agreeToPrivacyNotice(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText(MESSAGES.details.nameRequired).waitFor();
      expect(await scrollsSideways(page), `walk-in form at ${viewport.width}`).toBe(false);
      await checkAccessibility(page, `Kiosk walk-in form at ${viewport.width}`);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });
});
