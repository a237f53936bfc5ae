import { describe, expect, it } from 'vitest';
import { ListenerHealth } from '../../../src/live/adapters/listener-health.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { FakeClock, SECOND } from '../../support/fake-clock.ts';

/** The health on a clock the test moves, and every line it logged. */
const healthOnClock = () => {
  const clock = new FakeClock('2026-11-20T04:30:00.000Z');
  const lines: { level: string; msg: string }[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as { level: string; msg: string }) });
  return { clock, lines, health: new ListenerHealth(() => clock.now(), logger) };
};

describe('ListenerHealth', () => {
  it('should be idle until asked to listen, then down without a word until its first check is heard', () => {
    const { clock, lines, health } = healthOnClock();
    expect(health.get()).toEqual({ state: 'idle', since: new Date('2026-11-20T04:30:00.000Z') });
    clock.advance(5 * SECOND);
    health.starting();
    expect(health.get()).toEqual({ state: 'down', since: new Date('2026-11-20T04:30:05.000Z') });
    clock.advance(SECOND);
    expect(health.heard()).toBe(true);
    expect(health.get()).toEqual({ state: 'up', since: new Date('2026-11-20T04:30:06.000Z') });
    // The next checks heard change nothing, not even the time it has been up since.
    clock.advance(60 * SECOND);
    expect(health.heard()).toBe(false);
    expect(health.get().since).toEqual(new Date('2026-11-20T04:30:06.000Z'));
    expect(lines).toEqual([]);
  });

  it('should log one error when it stops hearing, however many failures follow, and one line when it hears again', () => {
    const { clock, lines, health } = healthOnClock();
    health.starting();
    health.heard();
    clock.advance(60 * SECOND);
    expect(health.failed('its check was not heard within 10000 ms')).toBe(true);
    expect(health.get()).toEqual({ state: 'down', since: new Date('2026-11-20T04:31:00.000Z') });
    clock.advance(2 * SECOND);
    expect(health.failed('connect ECONNREFUSED 127.0.0.1:5432')).toBe(false);
    expect(health.failed('connect ECONNREFUSED 127.0.0.1:5432')).toBe(false);
    // Down since the first failure, not the last.
    expect(health.get().since).toEqual(new Date('2026-11-20T04:31:00.000Z'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['error', 'live updates are down: the change listener hears nothing']]);
    clock.advance(SECOND);
    expect(health.heard()).toBe(true);
    expect(health.get()).toEqual({ state: 'up', since: new Date('2026-11-20T04:31:03.000Z') });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['error', 'live updates are down: the change listener hears nothing'],
      ['info', 'live updates: the change listener hears again'],
    ]);
    // A second stop is a second transition: a second error.
    health.failed('connection ended');
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(2);
  });

  it('should report a listener that fails before it ever heard, once', () => {
    const { lines, health } = healthOnClock();
    health.starting();
    expect(health.failed('password authentication failed')).toBe(true);
    expect(health.failed('password authentication failed')).toBe(false);
    expect(health.get().state).toBe('down');
    expect(lines.map((line) => line.level)).toEqual(['error']);
  });

  it('should go idle without a word when closed', () => {
    const { clock, lines, health } = healthOnClock();
    health.starting();
    health.heard();
    clock.advance(SECOND);
    health.stopped();
    expect(health.get()).toEqual({ state: 'idle', since: new Date('2026-11-20T04:30:01.000Z') });
    expect(lines).toEqual([]);
  });
});
