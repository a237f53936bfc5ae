import { coverCrop, PHOTO_HEIGHT, PHOTO_QUALITY, PHOTO_WIDTH } from './photo-crop.ts';

/** Draws the video's current picture at 320×240 and makes it a JPEG; null when the video has no picture yet. */
export const captureJpeg = (video: HTMLVideoElement): Promise<Blob | null> => {
  const crop = coverCrop(video.videoWidth, video.videoHeight);
  if (crop.sw === 0) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_WIDTH;
  canvas.height = PHOTO_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
};
