import { describe, expect, it } from 'vitest';
import { announcesBody, bodyTypeRefusal } from '../../../src/platform/http/body-type-check.ts';

const refusal = (contentType: string | undefined, takesFile = false, present = true) => bodyTypeRefusal({ contentType, present, takesFile });

describe('the body type check (issue 27)', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/merge-patch+json'])('should take %s on every route', (type) => {
    expect(refusal(type)).toBeUndefined();
    expect(refusal(type, true)).toBeUndefined();
  });

  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'text/json-ish',
    '',
    undefined,
  ])('should refuse a body of %j on a route that takes JSON', (type) => {
    expect(refusal(type)).toBe('request.unsupported_type');
  });

  it('should take multipart/form-data only on a route that takes a file, and nothing else there but JSON', () => {
    expect(refusal('multipart/form-data; boundary=----x', true)).toBeUndefined();
    expect(refusal('text/plain', true)).toBe('request.unsupported_type');
    expect(refusal('application/x-www-form-urlencoded', true)).toBe('request.unsupported_type');
  });

  it('should have nothing to refuse in a request with neither a body nor a type', () => {
    expect(refusal(undefined, false, false)).toBeUndefined();
    expect(refusal('application/json', false, false)).toBeUndefined();
  });

  it('should refuse a declared type that is not JSON even without a body: a form with no field in it', () => {
    expect(refusal('application/x-www-form-urlencoded', false, false)).toBe('request.unsupported_type');
    expect(refusal('text/plain', false, false)).toBe('request.unsupported_type');
  });

  it('should see a body where the headers announce one', () => {
    expect(announcesBody({})).toBe(false);
    expect(announcesBody({ 'content-length': '0' })).toBe(false);
    expect(announcesBody({ 'content-length': '12' })).toBe(true);
    expect(announcesBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  });
});
