import { describe, expect, it } from 'vitest';
import { allowedOriginsOf, crossSiteRefusal } from '../../../src/platform/http/same-origin-check.ts';

const PRODUCT = allowedOriginsOf('https://visitors.acme.com');
const check = (method: string, origin?: string, fetchSite?: string) => crossSiteRefusal({ method, origin, fetchSite }, PRODUCT);

describe('the cross-site check (issue 27)', () => {
  it('should take the public URL\'s origin only: scheme, host and port, whatever its path', () => {
    expect([...allowedOriginsOf('https://visitors.acme.com/desk')]).toEqual(['https://visitors.acme.com']);
    expect([...allowedOriginsOf('https://visitors.acme.com:8443')]).toEqual(['https://visitors.acme.com:8443']);
  });

  it('should take every loopback name of a loopback public URL, on its scheme and port only', () => {
    expect([...allowedOriginsOf('http://localhost:3001')].sort()).toEqual(['http://127.0.0.1:3001', 'http://[::1]:3001', 'http://localhost:3001']);
    expect(allowedOriginsOf('http://127.0.0.1:3001').has('http://localhost:3001')).toBe(true);
    expect(allowedOriginsOf('http://localhost:3001').has('http://localhost:5173')).toBe(false);
    expect(allowedOriginsOf('http://localhost:3001').has('https://localhost:3001')).toBe(false);
  });

  it('should let a change through from the product\'s own origin', () => {
    expect(check('POST', 'https://visitors.acme.com', 'same-origin')).toBeUndefined();
    expect(check('PUT', 'https://visitors.acme.com')).toBeUndefined();
    expect(check('POST', undefined, 'same-origin')).toBeUndefined();
    expect(check('POST', undefined, 'none')).toBeUndefined();
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sibling subdomain (the same site, another origin)', 'https://intranet.acme.com'],
    ['the same host over http', 'http://visitors.acme.com'],
    ['the same host on another port', 'https://visitors.acme.com:8443'],
    ['an opaque origin (a sandboxed frame, a data: page)', 'null'],
  ])('should refuse a change whose Origin is %s', (_name, origin) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(check(method, origin), method).toBe('request.cross_site');
  });

  it.each(['cross-site', 'same-site'])('should refuse a change whose Sec-Fetch-Site is %s, with or without an Origin', (site) => {
    expect(check('POST', undefined, site)).toBe('request.cross_site');
    expect(check('POST', 'https://visitors.acme.com', site)).toBe('request.cross_site');
  });

  it('should let through a change with neither header (not a browser: curl, the CLI, a monitor)', () => {
    expect(check('POST')).toBeUndefined();
  });

  it('should never refuse a read, whatever its headers say', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(check(method, 'https://evil.example', 'cross-site'), method).toBeUndefined();
  });
});
