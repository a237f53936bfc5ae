import { describe, expect, it } from 'vitest';
import { closingStepOf, startTestApp } from '../../support/test-app.ts';

/**
 * A runtime's close logs each of its steps as it begins, so that a close that never ends says in the
 * log where it is held (a test's clean-up once waited its 60 s on it with nothing more to say).
 */
describe("a runtime's close", () => {
  it('should log each step as it begins, in order, and end with the database', async () => {
    const app = await startTestApp();
    expect(closingStepOf(app.logs)).toBe('its close had begun no step');

    await app.close();

    const steps = app.logs.filter((line) => line['msg'] === 'closing').map((line) => line['step']);
    expect(steps).toEqual(['live streams', 'change feed', 'mail sender', 'mailer', 'database']);
    expect(closingStepOf(app.logs)).toBe('its close had begun "database"');
  });
});
