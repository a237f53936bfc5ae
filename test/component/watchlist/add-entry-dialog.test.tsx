import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WatchlistEntryInput } from '#contract/validation/watchlist.ts';
import { MESSAGES } from '#contract/messages.ts';
import { AddEntryDialog } from '../../../web/src/features/watchlist/add-entry-dialog.tsx';
import type { WatchlistSiteChoice } from '../../../web/src/features/watchlist/watchlist-model.ts';
import { renderWithOwnStyles } from '../render-page.tsx';

const PUNE = { id: 1, name: 'Pune' };
const LONDON = { id: 2, name: 'London' };
const ONE_SITE: WatchlistSiteChoice = { sites: [PUNE], companyWide: true, siteCount: 1 };

/** The dialog with this choice of sites; every entry sent is kept. */
const open = (siteChoice: WatchlistSiteChoice) => {
  const sent: WatchlistEntryInput[] = [];
  renderWithOwnStyles(<AddEntryDialog open siteChoice={siteChoice} onAdd={vi.fn(async (entry: WatchlistEntryInput) => void sent.push(entry))} onClose={vi.fn()} />);
  return sent;
};

const fillPerson = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Rohan Verma');
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Threatened the reception staff.');
};

/**
 * "Add to watchlist"'s own typing rule for the Aadhaar digits: what the field keeps as it is typed,
 * key by key. Moved here from watchlist-journey.test.ts, which keeps the dialog's errors and their
 * accessibility in Chromium (there, under a loaded machine, one of these keys was once not seen in
 * the field's value: the rule is the screen's, and is checked here without a browser's timing).
 * And where an entry applies (issue 30): company-wide, or the sites ticked, asked only where there is a choice.
 */
describe('the add-to-watchlist dialog (component)', () => {
  it('should refuse letters in the Aadhaar digits and not take a fifth digit', async () => {
    const user = userEvent.setup({ delay: null });
    open(ONE_SITE);
    const digits = await screen.findByRole('textbox', { name: 'Aadhaar last 4 (optional)' });
    await user.type(digits, '12a345');
    expect(digits).toHaveProperty('value', '1234');
  });

  it('should not ask where the entry applies on a one-site installation, and send it company-wide', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = open(ONE_SITE);
    await fillPerson(user);
    expect(screen.queryByRole('group', { name: 'Where it applies' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(sent).toMatchObject([{ name: 'Rohan Verma', siteIds: [] }]);
  });

  it('should send an entry limited to the sites ticked, and refuse one limited to none', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = open({ sites: [PUNE, LONDON], companyWide: true, siteCount: 2 });
    await fillPerson(user);
    const where = screen.getByRole('group', { name: 'Where it applies' });
    const companyWide = within(where).getByRole('checkbox', { name: 'Company-wide' });
    expect(companyWide).toHaveProperty('checked', true);
    expect(within(where).queryByRole('checkbox', { name: 'London' })).toBeNull();
    await user.click(companyWide);
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    await screen.findByText(MESSAGES.watchlist.siteInvalid);
    expect(sent).toEqual([]);
    await user.click(within(where).getByRole('checkbox', { name: 'London' }));
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(sent).toMatchObject([{ name: 'Rohan Verma', siteIds: [LONDON.id] }]);
  });

  it("should offer a site admin only their sites, never company-wide, and start at their only site", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = open({ sites: [LONDON], companyWide: false, siteCount: 2 });
    await fillPerson(user);
    expect(screen.queryByRole('checkbox', { name: 'Company-wide' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(sent).toMatchObject([{ siteIds: [LONDON.id] }]);
  });

  it('should let a site admin of two sites tick either or both', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = open({ sites: [PUNE, LONDON], companyWide: false, siteCount: 3 });
    await fillPerson(user);
    const where = screen.getByRole('group', { name: 'Where it applies' });
    expect(within(where).queryByRole('checkbox', { name: 'Company-wide' })).toBeNull();
    await user.click(within(where).getByRole('checkbox', { name: 'Pune' }));
    await user.click(within(where).getByRole('checkbox', { name: 'London' }));
    await user.click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(sent).toMatchObject([{ siteIds: [PUNE.id, LONDON.id] }]);
  });
});
