/** Calls counted for one key in one fixed window. */
export class RateLimitBucket {
  key: string;
  windowStart: Date;
  hits: number;

  constructor(key: string, windowStart: Date, hits: number) {
    this.key = key;
    this.windowStart = windowStart;
    this.hits = hits;
  }
}
