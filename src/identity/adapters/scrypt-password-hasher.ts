import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PasswordHasher } from '../application/ports.ts';

const derive = (secret: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((done, fail) => scrypt(secret, salt, length, options, (error, key) => (error ? fail(error) : done(key))));

/** scrypt's cost (N) for new hashes: about 100-160 ms a try on a two-core machine. */
export const PASSWORD_COST = 2 ** 15;

/**
 * scrypt (N=2^15, r=8, p=1) over the SHA-256 digest the SPA sends. Stored as `scrypt$N$r$p$salt$hash`
 * so the cost can be raised later without breaking old hashes: a hash is verified with its own N.
 */
export class ScryptPasswordHasher extends PasswordHasher {
  constructor(private readonly cost = PASSWORD_COST) {
    super();
  }

  async hash(secret: string): Promise<string> {
    const salt = randomBytes(16);
    const options = { N: this.cost, r: 8, p: 1, maxmem: 128 * this.cost * 8 * 2 };
    const key = await derive(secret, salt, 32, options);
    return ['scrypt', this.cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(secret: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const N = Number(n);
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(secret, Buffer.from(salt, 'base64'), expected.length, {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: 128 * N * Number(r) * 2,
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
