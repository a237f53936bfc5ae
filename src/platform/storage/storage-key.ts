// Keys are made by the server (`photos/2026/2026-42-Ab3dEf9hIj0k.jpg`); anything else is refused:
// no "..", no absolute paths, no empty or hidden segments.
const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;
const MAX_KEY_LENGTH = 512;

export const isStorageKey = (key: string): boolean => key.length <= MAX_KEY_LENGTH && KEY.test(key) && !key.includes('..');

export const assertStorageKey = (key: string): string => {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
};
