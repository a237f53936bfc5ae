import { describe, expect, it } from 'vitest';
import { PAUSE_AFTER_MS, shouldPause } from '../../../src/webhooks/domain/pausing-rule.ts';
import { WebhookEndpoint } from '../../../src/webhooks/domain/webhook-endpoint.ts';

const T0 = new Date('2026-11-20T04:30:00.000Z');
const after = (ms: number): Date => new Date(T0.getTime() + ms);
const endpoint = () => new WebhookEndpoint({ url: 'https://hooks.example.com/vms', events: ['visit.checked_in'], precheck: false, createdBy: 'cli:test' }, 'sealed', T0);

describe('the pausing rule', () => {
  it('should pause only once a whole day of failures has passed', () => {
    expect(shouldPause(T0, after(PAUSE_AFTER_MS - 1))).toBe(false);
    expect(shouldPause(T0, after(PAUSE_AFTER_MS))).toBe(true);
  });

  it('should count the day from the first failure, pause at the failure that ends it, once', () => {
    const hook = endpoint();
    expect(hook.failed(T0)).toBe(false);
    expect(hook.failed(after(PAUSE_AFTER_MS / 2))).toBe(false);
    expect(hook.failingSince).toEqual(T0);
    expect(hook.failed(after(PAUSE_AFTER_MS))).toBe(true);
    expect(hook).toMatchObject({ pausedReason: 'failing', pausedAt: after(PAUSE_AFTER_MS) });
    expect(hook.failed(after(PAUSE_AFTER_MS + 1))).toBe(false);
  });

  it('should start the day again after a success, and after a resume', () => {
    const hook = endpoint();
    hook.failed(T0);
    hook.delivered();
    expect(hook.failed(after(PAUSE_AFTER_MS))).toBe(false);
    expect(hook.failingSince).toEqual(after(PAUSE_AFTER_MS));

    hook.failed(after(2 * PAUSE_AFTER_MS));
    expect(hook.isPaused()).toBe(true);
    hook.resume();
    expect(hook).toMatchObject({ pausedAt: null, pausedReason: null, failingSince: null });
    expect(hook.failed(after(2 * PAUSE_AFTER_MS + 1))).toBe(false);
  });
});
