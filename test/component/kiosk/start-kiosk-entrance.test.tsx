import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { messageOf } from '#contract/error-codes.ts';
import { withMuiTheme } from '../../../web/src/app/mui-theme.tsx';
import { withQueryClient } from '../../../web/src/app/query-client.tsx';
import { StartKioskForm } from '../../../web/src/features/kiosk/start-kiosk-form.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { renderPage, signedInUser } from '../render-page.tsx';

const PUNE = { id: 1, name: 'Pune', timeZone: 'Asia/Kolkata', address: null };
const LONDON = { id: 2, name: 'London', timeZone: 'Europe/London', address: null };

/** The start form as /kiosk shows it to a signed-in guard (kiosk-page.tsx). */
const StartPage = withMuiTheme(withQueryClient(() => <StartKioskForm role="security" />));

/**
 * A guard whose kiosk stands at London (`kioskSiteId`), with the entrances given (of either site).
 * Every start is refused, so that the page stays (a start reloads it as the kiosk); the bodies sent are kept.
 */
const open = (entrances: SitePlacesAnswer['entrances']) => {
  const sent: Record<string, unknown>[] = [];
  const page = renderPage(StartPage, {
    path: '/kiosk',
    user: signedInUser('security', 'Gopal Guard'),
    answer: (url, init) => {
      if (url.pathname === '/api/site-places') {
        return Response.json({ sites: [PUNE, LONDON], homeSiteId: 2, deskSiteIds: [1, 2], deskSiteId: 2, figureSiteIds: [], pickedSiteId: null, entrances, kioskSiteId: 2 } satisfies SitePlacesAnswer);
      }
      if (url.pathname === '/api/kiosk/devices' && init?.method === 'POST') {
        sent.push(envelope.decryptJson((JSON.parse(String(init.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>);
        return Response.json({ errmessage: messageOf('entrance.retired'), code: 'entrance.retired' }, { status: 409 });
      }
      return undefined;
    },
  });
  return { ...page, sent };
};

const ENTRANCES = [
  { id: 11, siteId: 1, name: 'Pune main gate' },
  { id: 21, siteId: 2, name: 'Tower B lobby' },
  { id: 22, siteId: 2, name: 'Loading bay' },
];

/** Issue 30 (docs/product/sites.md SITE-ENTRANCE-04): a kiosk started in the browser at an entrance of its site. */
describe("the kiosk start form's entrance (component)", () => {
  it("should offer the kiosk's site's entrances and send the one chosen as entranceId", async () => {
    const user = userEvent.setup({ delay: null });
    const page = open(ENTRANCES);
    const entrance = await screen.findByRole('combobox', { name: 'Entrance' });
    expect([...(entrance as HTMLSelectElement).options].map((option) => option.text)).toEqual(['No particular entrance', 'Tower B lobby', 'Loading bay']);
    expect((entrance as HTMLSelectElement).value).toBe('');
    await user.type(screen.getByRole('textbox', { name: /Kiosk name/ }), 'Reception, Tower B');
    await user.selectOptions(entrance, '21');
    await user.click(screen.getByRole('button', { name: 'Start kiosk' }));
    await waitFor(() => expect(page.sent).toEqual([{ name: 'Reception, Tower B', entranceId: 21 }]));
    // The server's refusal shows in its words (the page stays: a start would reload it as the kiosk).
    await screen.findByText(messageOf('entrance.retired'));
  });

  it('should send no entrance when none in particular is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const page = open(ENTRANCES);
    await screen.findByRole('combobox', { name: 'Entrance' });
    await user.type(screen.getByRole('textbox', { name: /Kiosk name/ }), 'Reception');
    await user.click(screen.getByRole('button', { name: 'Start kiosk' }));
    await waitFor(() => expect(page.sent).toEqual([{ name: 'Reception' }]));
    await screen.findByText(messageOf('entrance.retired'));
  });

  it("should show no entrance where the kiosk's site has none (another site's do not count)", async () => {
    const user = userEvent.setup({ delay: null });
    const page = open([{ id: 11, siteId: 1, name: 'Pune main gate' }]);
    await waitFor(() => expect(page.calls.some((url) => url.pathname === '/api/site-places')).toBe(true));
    await user.type(screen.getByRole('textbox', { name: /Kiosk name/ }), 'Reception');
    await user.click(screen.getByRole('button', { name: 'Start kiosk' }));
    await waitFor(() => expect(page.sent).toEqual([{ name: 'Reception' }]));
    await screen.findByText(messageOf('entrance.retired'));
    expect(screen.queryByRole('combobox', { name: 'Entrance' })).toBeNull();
  });
});
