/** The desk photo (docs/product/visits.md VIS-PHOTO-01): 320×240, JPEG. */
export const PHOTO_WIDTH = 320;
export const PHOTO_HEIGHT = 240;
export const PHOTO_QUALITY = 0.9;

export interface CropRect {
  readonly sx: number;
  readonly sy: number;
  readonly sw: number;
  readonly sh: number;
}

/**
 * The middle of the video that fills the photo without stretching it: a wider picture loses its
 * sides, a taller one its top and bottom.
 */
export const coverCrop = (videoWidth: number, videoHeight: number, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): CropRect => {
  if (videoWidth <= 0 || videoHeight <= 0) return { sx: 0, sy: 0, sw: 0, sh: 0 };
  const target = width / height;
  if (videoWidth / videoHeight > target) {
    const sw = Math.round(videoHeight * target);
    return { sx: Math.round((videoWidth - sw) / 2), sy: 0, sw, sh: videoHeight };
  }
  const sh = Math.round(videoWidth / target);
  return { sx: 0, sy: Math.round((videoHeight - sh) / 2), sw: videoWidth, sh };
};
