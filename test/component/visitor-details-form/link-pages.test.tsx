import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DetailsAnswer, LinkRecord } from '#contract/api/visit-answers.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { SIGNED_OUT } from '../../../web/src/features/auth/auth-state.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { refusal, renderApp, type Answer } from '../render-page.tsx';
import { agreeToNotice, withNotice } from '../privacy-notice-answers.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The visit of the link: tomorrow at the site's 09:00, the link good until the end of that day. */
const EXPIRES_AT = new Date(Date.now() + 2 * DAY);
const PHONE = '9876501234';

/**
 * A link's token as the server mails it (docs/product/visits.md VIS-LINK-01): five parts sealed with the
 * envelope (name, phone, date, time, expiry), then the signature only the server checks (here, the
 * test's answers stand for its verdict).
 */
const tokenFor = (name = 'Kavya Rao'): string =>
  [name, PHONE, '29-11-2026', '09:00 AM', EXPIRES_AT.toISOString()].map((part) => envelope.encrypt(part)).concat('17.'.concat('ab'.repeat(32))).join(',');

/** The visit as `GET /fetchVisitorData/…` holds it once opened: a pass whose details are not sent yet, at a London site. */
const VISIT: LinkRecord = {
  id: 17,
  visitor_id: 'K7QW2M9D',
  visitortype: 'Government',
  visitortype_other: null,
  name: 'Kavya Rao',
  visitor_phonenumber: PHONE,
  visitor_email: 'kavya@gov.test',
  address: null,
  coming_from: null,
  place_to_visit: null,
  purpose_of_visit: null,
  selected_option: null,
  additional_visitor_option: null,
  additional_visitors: null,
  ppe_options: null,
  aadhar_no: null,
  id_kind: null,
  id_masked: null,
  date_of_visit: '29-11-2026',
  time_of_visit: '09:00 AM',
  check_in: null,
  check_out: null,
  approve_status: APPROVE_STATUS.pending,
  is_submitted: false,
  host_email: 'meera@example.com',
  host_name: 'Meera Iyer',
  host_emp_id: 'E1001',
  walk_in: false,
  site_time_zone: 'Europe/London',
};

/**
 * The server's side of a link, with a clock the test moves: the link reads and takes details until its
 * visit day is over at the site, then answers `link.expired` (the verdicts themselves are integration
 * tests: test/integration/visits/visitor-links-and-rules.test.ts).
 */
const linkServer = () => {
  const clock = { now: Date.now() };
  const expired = () => clock.now > EXPIRES_AT.getTime();
  const answer: Answer = (url) => {
    if (url.pathname.startsWith('/fetchVisitorData/')) return expired() ? refusal('link.expired') : Response.json({ details: envelope.encrypt([VISIT]) } satisfies DetailsAnswer);
    if (url.pathname === '/api/visitorDetails') return expired() ? refusal('link.expired') : Response.json({ message: 'Details submitted' } satisfies MessageAnswer);
    return undefined;
  };
  return { answer, clock };
};

const open = (token: string, answer: Answer) => renderApp({ path: `/VisitordetailForm?token=${encodeURIComponent(token)}`, auth: SIGNED_OUT, answer: withNotice(answer) });

/**
 * /VisitordetailForm when the link does not open the form: a token cut or garbled (the page's own
 * reading), one re-signed by hand (the server's word), a visit day that is over, before the form opens
 * or while it is open. Moved here from visitor-links-and-desk.test.ts; axe-core judges each page here,
 * and the details form on a phone in Chromium (visitor-journey.test.ts).
 */
describe('the visitor link\'s pages (component)', () => {
  it('should show the invalid page for a link that is cut, garbled or re-signed by hand', async () => {
    const token = tokenFor();
    const parts = token.split(',');
    const forged = [envelope.encrypt('Someone Else'), ...parts.slice(1)].join(',');
    for (const [bad, asksServer] of [['', false], ['x', false], [parts.slice(0, 5).join(','), false], [forged, true]] as const) {
      // The server refuses the re-signed link: its signature no longer matches (`link.invalid`).
      const { calls, unmount } = open(bad, (url) => (url.pathname.startsWith('/fetchVisitorData/') ? refusal('link.invalid') : undefined));
      await screen.findByRole('heading', { name: MESSAGES.link.invalid });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(calls.some((url) => url.pathname.startsWith('/fetchVisitorData/'))).toBe(asksServer);
      if (bad === forged) await expectAccessible('the invalid link page');
      unmount();
    }
  });

  it('should show the expired page once the visit day is over at the site', async () => {
    const server = linkServer();
    const token = tokenFor();
    const form = open(token, server.answer);
    await agreeToNotice();
    await screen.findByRole('textbox', { name: /^Coming From/ });
    // The link's expiry on the visit's site's clock (issue 30), not the installation's (Asia/Kolkata here).
    screen.getByText(`This link works until ${formatSiteDateTime(EXPIRES_AT, 'Europe/London')}.`);
    await expectAccessible('the Visitor Details Form');
    form.unmount();

    server.clock.now += 2 * DAY;
    // The visitor opens the link again.
    open(token, server.answer);
    await screen.findByRole('heading', { name: MESSAGES.link.expired });
    screen.getByText(MESSAGES.link.expiredHelp);
    await expectAccessible('the expired link page');
  });

  it('should switch to the expired page when the link expires while the form is open', async () => {
    const server = linkServer();
    const user = userEvent.setup({ delay: null });
    const { calls } = open(tokenFor(), server.answer);
    await agreeToNotice();
    await screen.findByRole('textbox', { name: /^Coming From/ });
    await user.click(screen.getByRole('radio', { name: /Visiting Office & Shop Floor/ }));
    await user.click(screen.getByRole('radio', { name: 'WEN HV' }));
    // Pasted: what each field keeps as it is typed is the form's own (the journeys type them key by key).
    for (const [name, text] of [[/^Coming From/, 'Chennai'], [/^Address/, '4 Anna Salai, Teynampet, Chennai'], [/^Purpose of Visit/, 'Annual safety audit']] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please verify your details' });
    await within(dialog).findByRole('cell', { name: 'Not given' });

    // The visit day ends at the site while the visitor reads the summary.
    server.clock.now += 2 * DAY;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: MESSAGES.link.expired });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((url) => url.pathname === '/api/visitorDetails')).toHaveLength(1);
  });
});
