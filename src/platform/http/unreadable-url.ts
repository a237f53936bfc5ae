import { isStorableText } from '#contract/storable-text.ts';

/**
 * Path and query parameters reach queries: what PostgreSQL would refuse is refused before any route
 * sees it. Such characters can only arrive percent-encoded, so a URL without `%` needs no decoding.
 */
export const unreadableUrlCode = (url: string): 'input.unreadable' | 'input.invalid_character' | undefined => {
  if (!url.includes('%')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return 'input.unreadable';
  }
  return isStorableText(decoded) ? undefined : 'input.invalid_character';
};
