import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { PassPins } from '../../src/visits/application/pass-pins.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { runCliInProcess } from '../support/run-cli.ts';
import { sqlClient } from '../support/test-database.ts';
import { TEST_SERVER_SECRET } from '../support/test-app.ts';
import { insertVisits, randomPassCode } from '../support/visit-fixtures.ts';

type Account = { email: string; password: string };

/** Where the screenshots for looking at the kiosk go, when a developer asks for them. */
const SHOTS = process.env['VMS_SHOTS_DIR'];

/** Chromium logs every refused call ("Failed to load resource: … 404"): a lookup that finds nothing is refused by design. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

/** Whether the page scrolls sideways. Written as a string: this file is type-checked without the browser's types. */
const scrollsSideways = (page: Page) => page.evaluate('document.documentElement.scrollWidth > window.innerWidth');

/**
 * A site whose kiosks require the PIN (issue 27; the site's own setting since issue 30, turned on with
 * `vms sites update 1 --kiosk-pin`): the kiosk asks for the pass's PIN after the phone number.
 */
describe.skipIf(!browserAvailable())('the reception kiosk asking for the PIN (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Account;
  let host: Account;
  let starter: Account;

  beforeAll(async () => {
    server = await startE2eServer();
    // The site's own setting, as IT staff change it: the kiosk's screen learns it from GET /api/kiosk/me.
    const pinOn = await runCliInProcess(['sites', 'update', '1', '--kiosk-pin'], cliEnv());
    expect(pinOn.code, pinOn.stderr).toBe(0);
    browser = await launchBrowser();
    admin = await addAccount(server, 'admin', 'admin', { password: 'Admin@1234', name: 'Anita Admin' });
    host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    starter = await addAccount(server, 'sunil.starter', 'security', { manager: 'admin', password: 'Sunil@123', name: 'Sunil Starter' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const cliEnv = () => ({ DATABASE_URL: server.database.url, VMS_DATA_DIR: server.dataDir, VMS_SERVER_SECRET: TEST_SERVER_SECRET });
  const startKiosk = async (name: string, viewport: { width: number; height: number }) => {
    const opened = await openPage(browser, viewport);
    await signInByApi(server, opened.context, opened.page, starter);
    await opened.page.goto(`${server.baseUrl}/kiosk`);
    await opened.page.getByRole('textbox', { name: /^Kiosk name/ }).fill(name);
    await opened.page.getByRole('button', { name: 'Start kiosk' }).click();
    await opened.page.getByRole('button', { name: /I have an appointment/ }).waitFor();
    return opened;
  };
  const press = async (page: Page, digits: string) => {
    for (const key of digits) await page.getByRole('button', { name: key, exact: true }).click();
  };

  it('should ask for the PIN after the phone number, refuse a wrong one as an unknown number, find the visit with the right one, and fit every screen', async () => {
    const phone = '9765400022';
    const sql = await sqlClient(server.database.url);
    const [visitId] = await insertVisits(sql, [{ hostEmail: host.email, name: 'Asha Arrives', phone, date: liveSiteToday(), time: '10:30', passCode: randomPassCode() }]).finally(() => sql.end());
    const pin = server.get(PassPins).of(visitId!);
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');

    for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }, { width: 390, height: 844 }]) {
      const { page, context, errors } = await startKiosk(`Reception PIN ${viewport.width}`, viewport);
      await page.getByRole('button', { name: /I have an appointment/ }).click();
      await press(page, phone);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Type the 4-digit PIN from your e-mail or your pass.').waitFor();
      await page.getByText(`${phone.slice(0, 5)} ${phone.slice(5)}`).waitFor();
      const find = page.getByRole('button', { name: 'Find my visit' });
      expect(await find.isDisabled()).toBe(true);
      await press(page, wrong);
      // The PIN is shown as dots: people stand behind the visitor.
      expect(await page.getByTestId('kiosk-pin').innerText()).toBe('••••');
      expect(await scrollsSideways(page), `PIN at ${viewport.width}`).toBe(false);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/kiosk-pin-${viewport.width}.png` });
      await find.click();
      await page.getByText(MESSAGES.kiosk.visitNotFound).waitFor();
      await checkAccessibility(page, `Kiosk PIN refused at ${viewport.width}`);
      await press(page, pin);
      await find.click();
      await page.getByRole('heading', { name: 'Hello, Asha' }).waitFor();
      await page.getByText('Hema', { exact: true }).waitFor();
      expect(await page.locator('body').innerText()).not.toContain('Hema Host');
      expect(await scrollsSideways(page), `confirm at ${viewport.width}`).toBe(false);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/kiosk-confirm-${viewport.width}.png` });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });

  it('should stop the kiosk once its starter is disabled, and tell admins why on /Kiosks', async () => {
    const { page, context } = await startKiosk('Reception stopped', { width: 1024, height: 768 });
    const disabled = await runCliInProcess(['users', 'disable', starter.email], cliEnv());
    expect(disabled.code).toBe(0);
    await page.getByRole('button', { name: /I have an appointment/ }).click();
    await press(page, '9765400033');
    await page.getByRole('button', { name: 'Next' }).click();
    await press(page, '1234');
    await page.getByRole('button', { name: 'Find my visit' }).click();
    await page.getByRole('heading', { name: 'This kiosk is signed out' }).waitFor();
    await context.close();

    const office = await openPage(browser, DESKTOP);
    await signInByApi(server, office.context, office.page, admin);
    await office.page.goto(`${server.baseUrl}/Kiosks`);
    const row = office.page.getByRole('listitem', { name: 'Kiosk Reception stopped' });
    await row.getByText('Stopped: starter disabled').waitFor();
    await row.getByText('The account that started it has been disabled.').waitFor();
    await checkAccessibility(office.page, 'Kiosks with a stopped kiosk');
    if (SHOTS) await office.page.screenshot({ path: `${SHOTS}/kiosks-stopped.png` });
    await office.context.close();
  });
});
