import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import VisitorPassFormPage from '../../../web/src/features/visitor-pass/visitor-pass-form-page.tsx';
import { renderPage, signedInUser } from '../render-page.tsx';

const PUNE = { id: 1, name: 'Pune', timeZone: 'Asia/Kolkata', address: 'Plot 4, MIDC Bhosari, Pune' };
const LONDON = { id: 2, name: 'London', timeZone: 'Europe/London', address: '1 Example Street, London' };

/** The pass form with these sites on the server, the caller's home site the first; `answers` holds what the server answered. */
const open = (sites: SitePlacesAnswer['sites']) => {
  const answers: Response[] = [];
  const page = renderPage(VisitorPassFormPage, {
    path: '/VisitorpassForm',
    user: signedInUser('employee'),
    answer: (url) => {
      if (url.pathname !== '/api/site-places') return undefined;
      const answer = Response.json({ sites, homeSiteId: sites[0]!.id, deskSiteIds: [], deskSiteId: null, figureSiteIds: [], pickedSiteId: null } satisfies SitePlacesAnswer);
      answers.push(answer);
      return answer;
    },
  });
  return { ...page, answers };
};

/** Issue 30: a pass is made for a site; the form offers the sites only when there is more than one. */
describe("the pass form's site (component)", () => {
  it('should offer both sites of a two-site installation, the caller\'s home site chosen first, and let another be chosen', async () => {
    const user = userEvent.setup({ delay: null });
    open([PUNE, LONDON]);
    const site = await screen.findByRole('combobox', { name: 'Site' });
    expect([...(site as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Pune', 'London']);
    expect(site).toHaveProperty('value', '1');
    await user.selectOptions(site, '2');
    expect(site).toHaveProperty('value', '2');
  });

  it('should show no site picker in a one-site installation', async () => {
    const page = open([PUNE]);
    await screen.findByRole('heading', { level: 1, name: 'Create Visitor Pass' });
    // The form has read the sites (the answer's body is used), and draws no site field.
    await waitFor(() => expect(page.answers.some((answer) => answer.bodyUsed)).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
  });
});
