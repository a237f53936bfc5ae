/**
 * A reader of the live-update stream (`GET /api/events`, ADR 12) as a browser would hold it open:
 * every server-sent event as it came, and whether the server ended the stream.
 */
export interface StreamEvent {
  readonly event: string;
  readonly data: string;
}

export interface EventStreamReader {
  readonly status: number;
  /** The error answer's body when the stream was refused. */
  readonly refusal: unknown;
  /** Every event so far, in order (comments are not events). */
  readonly events: StreamEvent[];
  /** How many comment lines (heartbeats) came. */
  readonly comments: () => number;
  /** Resolves when the server has ended the stream. */
  readonly ended: Promise<void>;
  /** The first event from `from` on that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs: number, from?: number): Promise<StreamEvent>;
  close(): void;
}

export const openEventStream = async (baseUrl: string, cookie: string | undefined): Promise<EventStreamReader> => {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { Accept: 'text/event-stream', ...(cookie ? { Cookie: cookie } : {}) },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let comments = 0;
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let refusal: unknown = null;
  let ended: Promise<void>;
  if (!response.ok || !response.body) {
    refusal = await response.json().catch(() => null);
    ended = Promise.resolve();
  } else {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            let event = 'message';
            const data: string[] = [];
            let isComment = true;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              isComment = false;
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            }
            if (isComment) comments += 1;
            else events.push({ event, data: data.join('\n') });
            changed();
          }
        }
      } catch {
        // Closed by this side.
      } finally {
        changed();
      }
    })();
  }
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
    changed();
  });
  return {
    status: response.status,
    refusal,
    events,
    comments: () => comments,
    ended,
    waitFor: (match, timeoutMs, from = 0) =>
      new Promise<StreamEvent>((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            finish();
            resolve(found);
          } else if (isEnded) {
            finish();
            reject(new Error(`the stream ended without the event; it had ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no such event within ${timeoutMs} ms; the stream had ${JSON.stringify(events)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
};

/** A `change` event's data. */
export const changeOf = (event: StreamEvent): unknown => JSON.parse(event.data);

/** Every change the stream has carried so far, in order. */
export const changesOf = (stream: EventStreamReader): unknown[] => stream.events.filter((event) => event.event === 'change').map(changeOf);

export const isChange = (kind: string, id: number) => (event: StreamEvent): boolean =>
  event.event === 'change' && JSON.stringify(changeOf(event)) === JSON.stringify({ kind, id });
