import type { IncomingHttpHeaders } from 'node:http';
import { isJsonType } from './node-json-body.ts';

/** `multipart/form-data`, with its boundary. */
const MULTIPART_TYPE = /^multipart\/form-data\s*(?:;|$)/i;

/** A request's body as the frame sees it before anything reads it. */
export interface RequestBody {
  readonly contentType: string | undefined;
  /** Whether a body comes with the request at all. */
  readonly present: boolean;
  /** Whether the route takes a file, sent as `multipart/form-data` (the desk's `/upload`). */
  readonly takesFile: boolean;
}

/** Whether a request's headers announce a body: HTTP/1.1 has one exactly when they do. */
export const announcesBody = (headers: IncomingHttpHeaders): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * A body the product reads is JSON, or a file on a route that takes one; any other is refused with 415
 * before it is read (issue 27). A page of another site can send `text/plain`, a form's
 * `application/x-www-form-urlencoded` or `multipart/form-data` without asking first, but not JSON; a
 * text body used to be parsed as JSON all the same. A form always names its type, even with no field
 * in it, so a declared type is checked with or without a body; a request with neither a body nor a
 * type (a script's revoke or logout) has nothing to refuse.
 */
export const bodyTypeRefusal = (body: RequestBody): 'request.unsupported_type' | undefined => {
  if (!body.present && body.contentType === undefined) return undefined;
  const type = body.contentType ?? '';
  if (isJsonType(type) || (body.takesFile && MULTIPART_TYPE.test(type))) return undefined;
  return 'request.unsupported_type';
};
