import { createElement, type ReactNode } from 'react';

/**
 * An e-mail address may wrap after its "@" ("sneha.reddy@" / "example.com") where its column is too
 * narrow for it whole (a phone, a dialog): with `overflow-wrap: break-word` a word is otherwise split
 * only when it alone is wider than its column, and never at the letter where the line happens to end.
 * (createElement rather than JSX: a .ts module, which the unit tests type-check without JSX.)
 */
export const breakAfterAt = (value: string): ReactNode =>
  value.includes('@') ? value.split('@').flatMap((part, index) => (index === 0 ? [part] : ['@', createElement('wbr', { key: index }), part])) : value;
