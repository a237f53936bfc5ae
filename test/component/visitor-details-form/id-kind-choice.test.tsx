import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DetailsAnswer } from '#contract/api/visit-answers.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import { ID_MESSAGES } from '#contract/id-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { SIGNED_OUT } from '../../../web/src/features/auth/auth-state.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { visitRecord } from '../visit-records.ts';
import { renderApp } from '../render-page.tsx';
import { agreeToNotice, withNotice } from '../privacy-notice-answers.ts';

const PHONE = '9876501234';
const EXPIRES_AT = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
/** A link's token as the server mails it: five enveloped parts and the signature the server checks (the answers below stand for it). */
const TOKEN = ['Kavya Rao', PHONE, '29-11-2026', '09:00 AM', EXPIRES_AT.toISOString()].map((part) => envelope.encrypt(part)).concat(`17.${'ab'.repeat(32)}`).join(',');

/**
 * The details form's choice of ID (issue 31, docs/product/visits.md VIS-DETAILS-11): Aadhaar unless
 * the visitor picks another kind; each kind's field takes its own characters, is checked by its own
 * rule on Verify, and the verify dialog shows only the mask the server will keep.
 */
describe('the details form\'s ID choice (component)', () => {
  it('should check the chosen kind\'s number, show it masked under its kind, and send the kind with it', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup({ delay: null });
    const { calls } = renderApp({
      path: `/VisitordetailForm?token=${encodeURIComponent(TOKEN)}`,
      auth: SIGNED_OUT,
      answer: withNotice((url, init) => {
        if (url.pathname.startsWith('/fetchVisitorData/')) {
          return Response.json({ details: envelope.encrypt([{ ...visitRecord(17, 'Kavya Rao', '2026-11-29'), visitor_phonenumber: PHONE, is_submitted: false }]) } satisfies DetailsAnswer);
        }
        if (url.pathname === '/api/visitorDetails') {
          sent.push(envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData));
          return Response.json({ message: 'Details submitted' } satisfies MessageAnswer);
        }
        return undefined;
      }),
    });
    await agreeToNotice();
    await screen.findByRole('textbox', { name: /^Coming From/ });
    await user.click(screen.getByRole('radio', { name: /Visiting Office & Shop Floor/ }));
    await user.click(screen.getByRole('radio', { name: 'WEN HV' }));
    for (const [name, text] of [[/^Coming From/, 'Chennai'], [/^Address/, '4 Anna Salai, Teynampet, Chennai'], [/^Purpose of Visit/, 'Annual safety audit']] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));

    // Aadhaar by default, hidden as it is typed, digits only.
    const group = screen.getByRole('radiogroup', { name: 'ID you will show (optional)' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Aadhaar' }).checked).toBe(true);
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Aadhaar', 'Passport', 'Driving licence', 'Voter ID (EPIC)', 'PAN', 'Other ID']);
    const aadhaarField = screen.getByLabelText<HTMLInputElement>('Aadhaar Number (optional)');
    expect(aadhaarField.type).toBe('password');
    await user.type(aadhaarField, '2341');
    expect(aadhaarField.value).toBe('2341');

    // Another kind: the number typed for Aadhaar goes, the field is named for the kind and shows what is typed, in capitals.
    await user.click(within(group).getByRole('radio', { name: 'PAN' }));
    const panField = screen.getByRole<HTMLInputElement>('textbox', { name: 'PAN (optional)' });
    expect(panField.value).toBe('');
    await user.type(panField, 'abcd12345f');
    expect(panField.value).toBe('ABCD12345F');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(ID_MESSAGES.panInvalid);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(panField);
    await user.type(panField, 'ABCDE1234F');
    expect(screen.queryByText(ID_MESSAGES.panInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please verify your details' });
    within(dialog).getByRole('row', { name: 'PAN XXXXXX234F' });
    expect(dialog.textContent).not.toContain('ABCDE1234F');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(MESSAGES.submission.detailsSubmitted);
    expect(calls.filter((url) => url.pathname === '/api/visitorDetails')).toHaveLength(1);
    expect(sent).toEqual([expect.objectContaining({ idKind: 'pan', idNumber: 'ABCDE1234F' })]);
  });
});
