import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsToSignAnswerSchema, siteDocumentChangedAnswerSchema } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { qrCameraFrame } from '../support/qr.ts';
import type { TestClient } from '../support/test-client.ts';
import { queryRows } from '../support/test-database.ts';
import { fillWalkInAboutYou } from './walk-in-helpers.ts';

/** The reception tablet, landscape (issue 13). */
const TABLET = { width: 1024, height: 768 } as const;

/** Chromium logs every refused call; the kiosk's first question (GET /api/kiosk/me, before the device is a kiosk) is refused by design. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

/** Whether the page scrolls sideways. Written as a string: this file is type-checked without the browser's types. */
const scrollsSideways = (page: Page) => page.evaluate('document.documentElement.scrollWidth > window.innerWidth');

const VISITOR = { name: 'Kabir Khan', phone: '9845012345' } as const;

/**
 * Issue 31's journey "at the kiosk a returning visitor is asked to re-sign only after a new version"
 * (docs/adr/0056-walk-in-signs-at-the-kiosk.md): a walk-in signs the site's NDA at the tablet, comes
 * back and is not asked again; the admin publishes a new version through the API; the next time the
 * kiosk asks for it, and the older signature stays as evidence.
 */
describe.skipIf(!browserAvailable())('a returning walk-in re-signs at the kiosk only after a new version (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: TestClient;
  let starter: { email: string; password: string };
  let folder: string;
  let ndaId: number;

  const enveloped = (path: string, payload: unknown) => admin.post<Record<string, unknown>>(path, { encryptedData: server.envelope.encrypt(payload) });
  const publish = async (text: string) => {
    const published = await enveloped('/api/site-document-versions', { documentId: ndaId, text });
    expect(published.status).toBe(201);
    return siteDocumentChangedAnswerSchema.parse(published.body).document.current!;
  };
  const signaturesOfVisitor = () =>
    queryRows<{ visit_id: number; version: number; channel: string; typed_name: string }>(
      server.database.url,
      'select s.visit_id, s.version, s.channel, s.typed_name from document_signature s join visitor_pass p on p.id = s.visit_id where p.phone = $1 order by s.id',
      [VISITOR.phone],
    );
  const visitsOfVisitor = async () => (await queryRows<{ id: number }>(server.database.url, 'select id from visitor_pass where phone = $1 order by id', [VISITOR.phone])).map((row) => row.id);

  beforeAll(async () => {
    server = await startE2eServer();
    folder = await mkdtemp(join(tmpdir(), 'vms-kiosk-documents-camera-'));
    const camera = join(folder, 'camera.y4m');
    await writeFile(camera, qrCameraFrame(null));
    browser = await launchBrowser([`--use-file-for-fake-video-capture=${camera}`]);
    const adminAccount = await addAccount(server, 'admin', 'admin', { password: 'Admin@1234', name: 'Anita Admin' });
    await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    starter = await addAccount(server, 'sunil.starter', 'security', { manager: 'admin', password: 'Sunil@123', name: 'Sunil Starter' });
    admin = await signedIn(server, adminAccount);
    const added = await enveloped('/api/site-documents', { siteId: 1, title: 'Non-disclosure agreement', kind: 'nda' });
    expect(added.status).toBe(201);
    ndaId = siteDocumentChangedAnswerSchema.parse(added.body).document.id;
    await publish('Keep what you see at the plant to yourself.');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** The walk-in's first step filled in, and Next: the answer to what this phone signs comes with it. */
  const aboutYou = async (page: Page) => {
    await fillWalkInAboutYou(page, VISITOR);
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/kiosk/walk-ins/documents');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    return documentsToSignAnswerSchema.parse(await (await asked).json()).documents;
  };

  /** The steps after the documents: the host, the place and the photo, up to Sign in; the NDA signed is the terms (ADR 57), no box. */
  const upToSignIn = async (page: Page) => {
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByText('Step 2 of 5', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: /Who are you visiting/ }).fill('hema');
    await page.getByRole('option', { name: 'Hema Host' }).click();
    await next.click();
    await page.getByText('Step 3 of 5', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /Safety equipment is needed on the shop floor/ }).check();
    await page.getByRole('radio', { name: 'WEN HV' }).check();
    await next.click();
    await page.getByText('Step 4 of 5', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Take my photo' }).click();
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await next.click();
    await page.getByText('Step 5 of 5', { exact: true }).waitFor();
    await page.getByText(MESSAGES.details.termsBySigning, { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).count()).toBe(0);
  };
  /** Sign in: the kiosk waits for the host; Start over for the next visit. */
  const signIn = async (page: Page) => {
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(MESSAGES.kiosk.waitingForHost).waitFor();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: /I'm a walk-in/ }).waitFor();
  };
  const theRest = async (page: Page) => {
    await upToSignIn(page);
    await signIn(page);
  };

  it('should ask a walk-in to sign the NDA, not ask them again when they come back, and ask again once a new version is published, keeping the older signature', async () => {
    const { context, page, errors } = await openPage(browser, TABLET);
    await signInByApi(server, context, page, starter);
    await page.goto(`${server.baseUrl}/kiosk`);
    await page.getByRole('textbox', { name: /^Kiosk name/ }).fill('Reception, Gate 3');
    await page.getByRole('button', { name: 'Start kiosk' }).click();
    await page.getByRole('button', { name: /I'm a walk-in/ }).waitFor();

    // First visit: the NDA, version 1, once the phone is known, signed with the keyboard alone.
    expect((await aboutYou(page)).map((document) => document.version)).toEqual([1]);
    await page.getByRole('heading', { name: 'Please read and sign' }).waitFor();
    const nda = page.getByRole('region', { name: 'Non-disclosure agreement' });
    await nda.getByText('Keep what you see at the plant to yourself.').waitFor();
    await nda.getByText('Version 1', { exact: true }).waitFor();
    await checkAccessibility(page, 'Kiosk walk-in signing step');
    // Tap targets at arm's length: the typed name and the buttons.
    for (const target of [nda.getByRole('textbox', { name: /Type your full name to sign/ }), page.getByRole('button', { name: 'Sign and continue' }), page.getByRole('button', { name: 'Back', exact: true })]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await scrollsSideways(page), `signing step at ${viewport.width}`).toBe(false);
      if (process.env['VMS_SCREENSHOTS']) await page.screenshot({ path: `${process.env['VMS_SCREENSHOTS']}/kiosk-walk-in-signing-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(TABLET);
    await nda.getByRole('textbox', { name: /Type your full name to sign/ }).focus();
    await page.keyboard.type('Someone Else');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Please type your full name as you entered it on the form to sign.').waitFor();
    await nda.getByRole('textbox', { name: /Type your full name to sign/ }).fill('kabir khan');
    await nda.getByRole('textbox', { name: /Type your full name to sign/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await theRest(page);
    const [firstVisit] = await visitsOfVisitor();
    expect(await signaturesOfVisitor()).toEqual([{ visit_id: firstVisit, version: 1, channel: 'kiosk', typed_name: 'kabir khan' }]);

    // Back the same day: signed already, the walk-in goes from the first step straight to the host.
    expect(await aboutYou(page)).toEqual([]);
    await page.getByText('Step 2 of 5', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Please read and sign' }).count()).toBe(0);
    await theRest(page);
    expect(await visitsOfVisitor()).toHaveLength(2);
    expect(await signaturesOfVisitor()).toHaveLength(1);

    // The admin publishes a new version: the next visit asks for it.
    const second = await publish('Keep what you see and hear at the plant to yourself.');
    expect((await aboutYou(page)).map((document) => document.versionId)).toEqual([second.id]);
    await nda.getByText('Version 2', { exact: true }).waitFor();
    await nda.getByText('Keep what you see and hear at the plant to yourself.').waitFor();
    await nda.getByRole('textbox', { name: /Type your full name to sign/ }).fill('Kabir Khan');
    await page.getByRole('button', { name: 'Sign and continue' }).click();
    // A version published while the walk-in types: Sign in is refused, the documents show again with the server's words.
    await upToSignIn(page);
    const third = await publish('Keep what you see and hear at the plant to yourself, and your phone in your pocket.');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Please read and sign' }).waitFor();
    await page.getByText(DOCUMENT_MESSAGES.signatureRequired).waitFor();
    await nda.getByText(`Version ${third.version}`, { exact: true }).waitFor();
    if (process.env['VMS_SCREENSHOTS']) await page.screenshot({ path: `${process.env['VMS_SCREENSHOTS']}/kiosk-walk-in-signing-again.png`, fullPage: true });
    await nda.getByRole('textbox', { name: /Type your full name to sign/ }).fill('Kabir Khan');
    await page.getByRole('button', { name: 'Sign and continue' }).click();
    await page.getByText('Step 5 of 5', { exact: true }).waitFor();
    if (process.env['VMS_SCREENSHOTS']) {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 768, height: 1024 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `${process.env['VMS_SCREENSHOTS']}/kiosk-walk-in-terms-by-signing-${viewport.width}.png`, fullPage: true });
      }
      await page.setViewportSize(TABLET);
    }
    await signIn(page);

    // The older signature stays as evidence beside the newest, each with its visit (version 2 was never signed: it was replaced before Sign in).
    const visits = await visitsOfVisitor();
    expect(await signaturesOfVisitor()).toEqual([
      { visit_id: visits[0], version: 1, channel: 'kiosk', typed_name: 'kabir khan' },
      { visit_id: visits[2], version: 3, channel: 'kiosk', typed_name: 'Kabir Khan' },
    ]);
    expect(visits).toHaveLength(3);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
