import type { Logger } from '../logging/logger.ts';

export interface RepeatingJob {
  stop(): Promise<void>;
}

/**
 * Runs `work` after `firstAfterMs`, then every `everyMs`, one run at a time, each failure logged and
 * the schedule kept. Timers are unref'd: a job never keeps the process alive on its own.
 */
export const startRepeatingJob = (name: string, logger: Logger, work: () => Promise<unknown>, everyMs: number, firstAfterMs = 60_000): RepeatingJob => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    timer = null;
    running = work()
      .then((result) => logger.info({ job: name, result }, 'job done'))
      .catch((error: unknown) => logger.error({ job: name, err: error }, 'job failed'))
      .finally(() => {
        running = null;
        if (!stopped) schedule(everyMs);
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(firstAfterMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
