import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on at this moment. Only a guess: the probe closes it before the
 * caller binds, and another process may take it in between; start through `onFreePort`.
 */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

/** Node's EADDRINUSE, postgres's "Address already in use", our server's "Port … is already in use". */
export const isPortInUse = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE' || /already in use/i.test(error instanceof Error ? error.message : String(error));

export interface FreePortOptions {
  /** How many ports to try before giving up (the last error is thrown). */
  readonly attempts?: number;
  /** Where the ports come from; a test passes one whose first port is taken. */
  readonly pickPort?: () => Promise<number>;
}

/**
 * Starts something that must bind a port of its own (a postgres, a child server) and cannot bind
 * port 0 and say which it got: on a free port, and again on another when the port was taken between
 * the probe and the bind. No waiting: a taken port stays taken, a new one is what helps.
 */
export const onFreePort = async <T>(start: (port: number) => Promise<T>, options: FreePortOptions = {}): Promise<T> => {
  const attempts = options.attempts ?? 5;
  const pickPort = options.pickPort ?? freePort;
  for (let attempt = 1; ; attempt++) {
    const port = await pickPort();
    try {
      return await start(port);
    } catch (error) {
      if (attempt >= attempts || !isPortInUse(error)) throw error;
    }
  }
};
