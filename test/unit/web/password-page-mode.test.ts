import { describe, expect, it } from 'vitest';
import { firstPasswordLink } from '#contract/first-password-link.ts';
import { initialEmailOf, PASSWORD_PAGE_TEXT, passwordPageMode } from '../../../web/src/features/forgot-password/forgot-password-state.ts';

/** Issue 28: the approval mail's link opened a page titled "Forgot Password"; the same page now knows it sets a first password. */
describe('the password page: a first password or a forgotten one', () => {
  const opened = (url: string, arrival: unknown = null, setupLink = false) => {
    const params = new URL(url).searchParams;
    const mode = passwordPageMode(arrival, params, setupLink);
    return { title: PASSWORD_PAGE_TEXT[mode].title, email: initialEmailOf(arrival, params) };
  };

  it('should be "Set Your Password", with the address filled in, from the approval mail\'s link', () => {
    const link = firstPasswordLink('https://vms.example.com', 'neha.k@example.com');
    expect(new URL(link).pathname).toBe('/Forgotpassword');
    expect(opened(link)).toEqual({ title: 'Set Your Password', email: 'neha.k@example.com' });
  });

  it('should be "Set Your Password" from the login\'s First Login answer and from a set-up link', () => {
    expect(opened('https://vms.example.com/Forgotpassword', { email: 'neha.k@example.com', firstLogin: true }).title).toBe('Set Your Password');
    expect(opened('https://vms.example.com/Forgotpassword?email=a%40example.com&setup=abc', null, true).title).toBe('Set Your Password');
  });

  it('should stay "Forgot Password" for the forgotten-password flow, and take no address from a query it does not know', () => {
    expect(opened('https://vms.example.com/Forgotpassword')).toEqual({ title: 'Forgot Password', email: '' });
    expect(opened('https://vms.example.com/Forgotpassword?email=x%40example.com')).toEqual({ title: 'Forgot Password', email: '' });
    expect(opened('https://vms.example.com/Forgotpassword', { email: 'neha.k@example.com' })).toEqual({ title: 'Forgot Password', email: 'neha.k@example.com' });
  });
});
