import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';

/** What the desk says when a photo does not come or go (docs/product/visits.md VIS-PHOTO-01 and VIS-PHOTO-03, Photo), decided on statuses. */

/** `POST /upload` failed: 'Upload failed' with the server's reason under it when it gave one; 'Error uploading image' without an answer. */
export const photoUploadFailure = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.photo.uploadError;
  // The server's reason when it gave one (an answer with a code); nothing more for a bare status.
  const reason = error.code !== null && error.message ? `\n${error.message}` : '';
  return `${MESSAGES.photo.uploadFailed}${reason}`;
};

/** View Photo could not show one: none taken yet (404) is 'Photo not available. Please take a photo first.', anything else 'Error fetching photo. Please try again.'. */
export const photoLoadFailure = (error: unknown): { readonly notThere: boolean; readonly message: string } =>
  error instanceof ApiError && error.status === 404
    ? { notThere: true, message: MESSAGES.photo.notAvailable }
    : { notThere: false, message: MESSAGES.photo.fetchError };
