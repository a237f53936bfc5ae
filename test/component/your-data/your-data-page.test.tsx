import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ErasureAnswer, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import YourDataPage from '../../../web/src/features/your-data/your-data-page.tsx';
import { refusal, renderPage, type Answer } from '../render-page.tsx';

const TOKEN = '41.1790000000.' + 'a'.repeat(64);

const visit = (visitId: number, site: string, visitDate: string): YourDataAnswer['visits'][number] => ({
  visitId,
  site,
  timeZone: site === 'London Office' ? 'Europe/London' : 'Asia/Kolkata',
  state: 'checked_out',
  host: 'Priya Sharma',
  visitDate,
  visitTime: '10:30',
  details: { name: 'Asha Rao', phone: '9812345670', email: 'asha@guest.test', visitorType: 'Suppliers', comingFrom: 'Pune', address: '12 MG Road', purposeOfVisit: 'Review', placeToVisit: null, additionalVisitors: null, id: 'XXXX XXXX 2346' },
  times: { passMade: '09-11-2026 06:00 PM', detailsGiven: null, approved: null, checkedIn: '10-11-2026 10:30 AM', checkedOut: '10-11-2026 12:30 PM', cancelled: null },
  photos: visitId === 41 ? [{ photoId: 7, taken: '10-11-2026 10:31 AM' }] : [],
  underReview: false,
});

const DATA: YourDataAnswer = {
  reference: 'AB12CD34EF56',
  email: 'asha@guest.test',
  phone: '9812345670',
  timeZone: 'Asia/Kolkata',
  visits: [visit(41, 'Mumbai Plant', '2026-11-10'), visit(42, 'London Office', '2026-11-25')],
  consents: [{ visitId: 41, noticeVersion: 1, language: 'hi', channel: 'link', purposes: ['visit_processing'], given: '09-11-2026 06:05 PM', withdrawn: null }],
  mails: [{ subject: 'Your visit pass', queued: '09-11-2026 06:00 PM', sent: '09-11-2026 06:00 PM' }],
  mailsWithheld: false,
  requests: [],
  signatures: [{ visitId: 41, document: 'गोपनीयता समझौता (NDA)', version: 2, hash: 'ab'.repeat(32), typedName: 'Asha Rao', signed: '09-11-2026 06:06 PM', channel: 'link' }],
};

const bodyOf = (init: RequestInit | undefined): Record<string, unknown> => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** The visitor's page of their data (/YourData, issue 31): what it shows, and what it sends (the server's side: test/integration/privacy/visitor-rights.test.ts). */
describe('Your data (component)', () => {
  it("should show each visit with the ID masked, its photo through the link, the consents, documents signed and mails, and send a correction with the link's token", async () => {
    const sent: Record<string, unknown>[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/privacy/your-data') return Response.json(DATA);
      if (url.pathname === '/api/privacy/your-data/correction') {
        sent.push(bodyOf(init));
        return Response.json({ message: RIGHTS_MESSAGES.correctionRecorded, requestId: 5, due: '18-02-2027 10:00 AM' });
      }
      return undefined;
    };
    const { calls } = renderPage(YourDataPage, { path: `/YourData?token=${TOKEN}`, user: null, answer });
    const first = await screen.findByRole('region', { name: 'Visit on 2026-11-10 at Mumbai Plant' });
    within(first).getByText('XXXX XXXX 2346');
    expect(within(first).getByRole('img', { name: 'Your photo taken 10-11-2026 10:31 AM' }).getAttribute('src')).toBe(`/api/privacy/your-data/photos/7?token=${encodeURIComponent(TOKEN)}`);
    screen.getByRole('region', { name: 'Visit on 2026-11-25 at London Office' });
    within(screen.getByRole('region', { name: 'Consents' })).getByText(/Notice version 1 \(hi\), visit_processing: given 09-11-2026 06:05 PM/);
    within(screen.getByRole('region', { name: 'Documents you signed' })).getByText('गोपनीयता समझौता (NDA), version 2: signed as Asha Rao, 09-11-2026 06:06 PM');
    within(screen.getByRole('region', { name: 'Mails sent to you' })).getByText('09-11-2026 06:00 PM: Your visit pass');
    expect(calls.map((url) => url.pathname)).toEqual(['/api/privacy/your-data']);

    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Ask for a correction' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Detail' }), 'Coming from');
    await user.type(within(form).getByRole('textbox', { name: 'What it should be' }), 'Nashik');
    await user.click(within(form).getByRole('button', { name: 'Send the correction request' }));
    await within(form).findByText(`${RIGHTS_MESSAGES.correctionRecorded} Due by 18-02-2027 10:00 AM.`);
    expect(sent).toEqual([{ token: TOKEN, visitId: 41, field: 'comingFrom', value: 'Nashik' }]);
  });

  it('should say why no mails are listed when another visitor shares the e-mail address', async () => {
    const answer: Answer = (url) => (url.pathname === '/api/privacy/your-data' ? Response.json({ ...DATA, mails: [], mailsWithheld: true }) : undefined);
    // Another link's token: the app's data layer keeps each link's page apart.
    renderPage(YourDataPage, { path: `/YourData?token=42.1790000000.${'b'.repeat(64)}`, user: null, answer });
    const mails = await screen.findByRole('region', { name: 'Mails sent to you' });
    within(mails).getByText(RIGHTS_MESSAGES.mailsWithheld);
    expect(within(mails).queryByText('None recorded.')).toBeNull();
  });

  it('should erase only after the visitor confirms, and say which visits were erased and which are kept until when', async () => {
    const erasure: ErasureAnswer = {
      message: RIGHTS_MESSAGES.erased,
      erased: [{ visitId: 41, site: 'Mumbai Plant', visitDate: '2026-11-10', logsKeptUntil: '10-11-2027' }],
      kept: [{ visitId: 42, site: 'London Office', visitDate: '2026-11-25', until: '25-11-2026 11:59 PM', why: 'This visit has not happened yet.' }],
      requestId: 9,
    };
    const answer: Answer = (url) => (url.pathname === '/api/privacy/your-data' ? Response.json(DATA) : url.pathname === '/api/privacy/your-data/erasure' ? Response.json(erasure) : undefined);
    const { calls } = renderPage(YourDataPage, { path: `/YourData?token=${TOKEN}`, user: null, answer });
    const card = await screen.findByRole('region', { name: 'Erase my data' });
    const erase = within(card).getByRole('button', { name: 'Erase my data' });
    expect(erase).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('checkbox', { name: 'I understand that this cannot be undone' }));
    await user.click(erase);
    const result = await screen.findByRole('status', { name: 'Erasure done' });
    within(result).getByText('Erased: 2026-11-10 at Mumbai Plant (the record of its processing is kept until 10-11-2027, without your details).');
    within(result).getByText('Kept: 2026-11-25 at London Office. This visit has not happened yet. Until 25-11-2026 11:59 PM.');
    expect(calls.filter((url) => url.pathname === '/api/privacy/your-data/erasure')).toHaveLength(1);
  });

  it("should show the server's refusal of an expired link in its words, and nothing else", async () => {
    renderPage(YourDataPage, { path: `/YourData?token=${TOKEN}`, user: null, answer: (url) => (url.pathname === '/api/privacy/your-data' ? refusal('rights.link_expired') : undefined) });
    await screen.findByText(RIGHTS_MESSAGES.linkExpired);
    expect(screen.queryByRole('region', { name: 'Erase my data' })).toBeNull();
  });
});
