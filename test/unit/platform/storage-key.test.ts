import { describe, expect, it } from 'vitest';
import { assertStorageKey, isStorageKey } from '../../../src/platform/storage/storage-key.ts';

describe('storage keys', () => {
  it.each(['photos/2026/2026-42-Ab3dEf9hIj0k.jpg', 'photos/2026/old-photo-aaaaaaaaaaaaaaa.jpg', 'a/b.jpg', 'readme'])('should accept the server\'s key %j', (key) => {
    expect(isStorageKey(key)).toBe(true);
    expect(assertStorageKey(key)).toBe(key);
  });

  it.each(['../etc/passwd', '/etc/passwd', 'photos/../../x', '', 'photos//x', 'photos/.hidden', 'photos/x/', 'photos\\x.jpg', 'photos/x y.jpg', `photos/${'a'.repeat(600)}`])(
    'should refuse the key %j',
    (key) => {
      expect(isStorageKey(key)).toBe(false);
      expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
    },
  );
});
