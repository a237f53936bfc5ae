import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { SIGNED_OUT } from '../../../web/src/features/auth/auth-state.ts';
import { renderApp } from '../render-page.tsx';

/** The visitor's form's code arrives when the test says so: the page is loading until then. */
const code = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('../../../web/src/features/visitor-details-form/visitor-details-form-page.tsx', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

/**
 * The loading screen while a page's code arrives (docs/product/roles-and-screens.md SCREEN-01), and the
 * visitor's form without the header (NAV-05), in the app's layout (web/src/app/app-layout.tsx). Moved
 * here from landing.test.ts, which keeps the real chunks' loading in Chromium (the build's Brotli copies).
 */
describe('a page while its code loads (component)', () => {
  it('should show the loading screen while a page loads and no header on the visitor\'s form', async () => {
    renderApp({ path: '/VisitordetailForm?token=x', auth: SIGNED_OUT });
    await screen.findByText(MESSAGES.ui.loading);
    expect(screen.queryByRole('banner')).toBeNull();
    code.arrive();
    // The page itself: a token that does not read is the invalid link's page, still without the header.
    await screen.findByRole('heading', { name: MESSAGES.link.invalid });
    expect(screen.queryByText(MESSAGES.ui.loading)).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
