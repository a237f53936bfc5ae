import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breakAfterAt } from '../../../web/src/components/break-after-at.ts';

const html = (value: string) => renderToStaticMarkup(createElement(Fragment, null, breakAfterAt(value)));

describe('an e-mail address that may wrap after its @', () => {
  it('should offer one break, after the @, and keep the words whole', () => {
    expect(html('sneha.reddy@example.com')).toBe('sneha.reddy@<wbr/>example.com');
  });

  it('should leave text without an @ as it is', () => {
    expect(html('Bartholomew Montgomery')).toBe('Bartholomew Montgomery');
    expect(html('')).toBe('');
  });
});
