import type { Server } from 'node:http';

/**
 * Closes an HTTP server without dropping a request: it stops listening at once, lets every request
 * in flight finish (their responses carry `Connection: close`, so keep-alive clients reconnect
 * elsewhere), closes idle connections as they become idle, and past the deadline closes whatever
 * is left. Resolves with whether everything finished in time.
 */
export const closeGracefully = (server: Server, timeoutMs: number): Promise<'drained' | 'timed_out'> =>
  new Promise((done) => {
    let finished = false;
    const finish = (outcome: 'drained' | 'timed_out') => {
      if (finished) return;
      finished = true;
      clearInterval(sweeper);
      clearTimeout(deadline);
      done(outcome);
    };
    server.close(() => finish('drained'));
    server.closeIdleConnections();
    // A connection whose last response just went out is idle now; close it before it takes another request.
    const sweeper = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish('timed_out');
    }, timeoutMs);
  });
