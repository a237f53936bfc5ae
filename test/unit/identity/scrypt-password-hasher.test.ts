import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, ScryptPasswordHasher } from '../../../src/identity/adapters/scrypt-password-hasher.ts';

const HASH = /^scrypt\$(\d+)\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;
const costOf = (stored: string): number => Number(HASH.exec(stored)?.[1]);

describe('ScryptPasswordHasher', () => {
  it("should hash at the product's cost, 2^15, unless told otherwise", async () => {
    expect(PASSWORD_COST).toBe(32_768);
    const stored = await new ScryptPasswordHasher().hash('digest');
    expect(stored).toMatch(HASH);
    expect(costOf(stored)).toBe(32_768);
  });

  it('should verify the secret it hashed and refuse any other, with a fresh salt each time', async () => {
    const hasher = new ScryptPasswordHasher(2 ** 10);
    const stored = await hasher.hash('right digest');
    expect(costOf(stored)).toBe(1_024);
    await expect(hasher.verify('right digest', stored)).resolves.toBe(true);
    await expect(hasher.verify('wrong digest', stored)).resolves.toBe(false);
    expect(await hasher.hash('right digest')).not.toBe(stored);
  });

  it('should verify a hash by its own cost, whatever the cost it hashes at now', async () => {
    const cheap = await new ScryptPasswordHasher(2 ** 10).hash('digest');
    const dear = await new ScryptPasswordHasher(2 ** 12).hash('digest');
    await expect(new ScryptPasswordHasher(2 ** 12).verify('digest', cheap)).resolves.toBe(true);
    await expect(new ScryptPasswordHasher(2 ** 10).verify('digest', dear)).resolves.toBe(true);
  });

  it('should refuse a stored value that is not its own format', async () => {
    const hasher = new ScryptPasswordHasher(2 ** 10);
    await expect(hasher.verify('digest', 'bcrypt$2b$10$abc')).resolves.toBe(false);
    await expect(hasher.verify('digest', '')).resolves.toBe(false);
  });
});
