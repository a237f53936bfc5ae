export const photo = {
  captured: 'Photo captured successfully!',
  uploaded: 'Upload successful!',
  uploadFailed: 'Upload failed',
  uploadError: 'Error uploading image',
  notAvailable: 'Photo not available. Please take a photo first.',
  fetchError: 'Error fetching photo. Please try again.',
  dataError: 'Error fetching data',
  /** Ours: what the server says about a file it refuses. */
  notJpeg: 'Only JPEG photos can be uploaded.',
  tooLarge: 'The photo must not exceed 1 MB.',
  /** Ours (issue 27): the limits of src/visits/domain/visitor-photo.ts, MAX_PHOTO_PIXELS and MAX_PHOTO_SIDE. */
  tooManyPixels: 'The photo must not exceed 12 megapixels or 4000 pixels a side.',
  missing: 'Please take a photo first.',
} as const;
