import { describe, expect, it } from 'vitest';
import { KIOSK_STATUS_POLL_MS, KIOSK_STOPS_WITHIN_SECONDS } from '#contract/kiosk-status.ts';
import { readRuntimeConfig } from '../../../web/src/lib/runtime-config.ts';

describe('how often a kiosk asks whether it still may work (issue 28)', () => {
  it('should ask every 20 s unless told otherwise, inside the 30 s the admins are promised', () => {
    expect(readRuntimeConfig({}).kioskStatusPollMs).toBe(KIOSK_STATUS_POLL_MS);
    expect(KIOSK_STATUS_POLL_MS).toBe(20_000);
    expect(KIOSK_STATUS_POLL_MS).toBeLessThan(KIOSK_STOPS_WITHIN_SECONDS * 1000);
  });

  it('should take a shorter interval (the journeys\') but never below half a second, and ignore anything that is not a number', () => {
    expect(readRuntimeConfig({ kioskStatusPollMs: 800 }).kioskStatusPollMs).toBe(800);
    expect(readRuntimeConfig({ kioskStatusPollMs: 10 }).kioskStatusPollMs).toBe(500);
    expect(readRuntimeConfig({ kioskStatusPollMs: '800' }).kioskStatusPollMs).toBe(KIOSK_STATUS_POLL_MS);
    expect(readRuntimeConfig({ kioskStatusPollMs: Number.NaN }).kioskStatusPollMs).toBe(KIOSK_STATUS_POLL_MS);
  });

  it('should take single sign-on as the server gives it, and keep the password form unless single sign-on is there to replace it', () => {
    const sso = { name: 'Example Corp', loginPath: '/auth/oidc/login' };
    expect(readRuntimeConfig({})).toMatchObject({ sso: null, passwordForm: true });
    expect(readRuntimeConfig({ sso, passwordForm: false })).toMatchObject({ sso, passwordForm: false });
    expect(readRuntimeConfig({ sso: null, passwordForm: false })).toMatchObject({ sso: null, passwordForm: true });
    // Only a path of this site starts it.
    expect(readRuntimeConfig({ sso: { name: 'Evil', loginPath: '//evil.example/login' }, passwordForm: false })).toMatchObject({ sso: null, passwordForm: true });
    expect(readRuntimeConfig({ sso: { name: '', loginPath: '/auth/oidc/login' } }).sso).toBeNull();
  });
});
