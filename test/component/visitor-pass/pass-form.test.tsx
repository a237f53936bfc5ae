import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import VisitorPassFormPage from '../../../web/src/features/visitor-pass/visitor-pass-form-page.tsx';
import { renderPage, signedInUser } from '../render-page.tsx';

/**
 * The pass form's own rules on /VisitorpassForm, as an employee sees it: what a field keeps as it is
 * typed (issue 28), and every error at once on Submit (issue 12). Moved here from the journeys
 * (typing-hints.test.ts and forms-and-access.test.ts), which keep the page's accessibility in Chromium
 * with a refused character and with its errors shown.
 */
describe('the pass form (component)', () => {
  const open = () => renderPage(VisitorPassFormPage, { path: '/VisitorpassForm', user: signedInUser('employee') });

  it('should keep "Anne-Marie D\'Souza" whole and say "# is not allowed here" at the Name field, until the next kept key', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Create Visitor Pass' });
    const name = screen.getByRole('textbox', { name: /^Visitor Name/ });
    await user.type(name, "Anne-Marie D'Souza#");
    expect(name).toHaveProperty('value', "Anne-Marie D'Souza");
    const hint = await screen.findByText('# is not allowed here', { exact: true });
    expect(hint.getAttribute('role')).toBe('status');
    // The hint describes the field to a screen reader too.
    const described = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('# is not allowed here');
    // The next key the field keeps takes the hint away, and the value goes on from where it was.
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('# is not allowed here')).toBeNull());
    expect(name).toHaveProperty('value', "Anne-Marie D'Souz");
  });

  it('should report every error of the pass form at once, and none under the disabled Time select', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Create Visitor Pass' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visitor Type' }), 'Others');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [MESSAGES.registration.phoneRequired, MESSAGES.pass.nameRequired, MESSAGES.pass.dateRequired, MESSAGES.pass.otherRequired]) {
      await screen.findByText(message, { exact: true });
    }
    // The Time select waits for a date: disabled, with what to do first and no error of its own.
    expect(screen.getByRole('combobox', { name: 'Time of Visit' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(MESSAGES.pass.timeRequired, { exact: true })).toBeNull();
  });
});
