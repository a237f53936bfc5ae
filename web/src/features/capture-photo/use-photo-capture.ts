import { useEffect, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { useNotice } from '../../components/notices.tsx';
import { photoUploadFailure } from '../desk/photo-messages.ts';
import { useUploadPhoto } from '../desk/use-desk-visit.ts';
import { captureJpeg } from '../visits-common/photo-capture.ts';
import { useCamera, type UseCamera } from '../visits-common/use-camera.ts';

const DESK_CAMERA: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' };

export interface Captured {
  readonly blob: Blob;
  readonly url: string;
}

export interface PhotoCapture {
  readonly camera: UseCamera;
  /** The photo taken, shown in place of the camera until Retake. */
  readonly captured: Captured | null;
  readonly capturing: boolean;
  readonly uploading: boolean;
  readonly uploaded: boolean;
  readonly takePhoto: () => Promise<void>;
  readonly retake: () => void;
  readonly upload: () => Promise<void>;
}

/**
 * The desk camera, the photo taken from it and its upload for visit `id`, with the notices that say
 * how a capture or an upload went. The camera stops once the photo is uploaded.
 */
export const usePhotoCapture = (id: number | null): PhotoCapture => {
  const { mutateAsync: uploadPhoto, isPending: uploading } = useUploadPhoto(id);
  const camera = useCamera(DESK_CAMERA);
  const { videoRef, status, start, stop } = camera;
  const [captured, setCaptured] = useState<Captured | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const notice = useNotice();

  // A preview's object URL is let go when it is replaced or the page closes.
  const previewUrl = captured?.url;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const takePhoto = async () => {
    const video = videoRef.current;
    if (!video) return;
    setCapturing(true);
    try {
      const blob = await captureJpeg(video);
      if (!blob) {
        notice.error(MESSAGES.photo.missing);
        return;
      }
      setCaptured({ blob, url: URL.createObjectURL(blob) });
      setUploaded(false);
    } finally {
      setCapturing(false);
    }
  };

  const retake = () => {
    setCaptured(null);
    setUploaded(false);
    if (status !== 'on') void start();
  };

  const upload = async () => {
    if (!captured || id === null) return;
    try {
      await uploadPhoto(captured.blob);
      setUploaded(true);
      // Done with the camera; Retake turns it on again.
      stop();
      // Said once, by the panel's own status beside the photo (as "Photo captured successfully!" is), not
      // also by a notice: a screen reader read it twice. Back to the list appears beside Upload.
    } catch (error) {
      notice.error(photoUploadFailure(error));
    }
  };

  return { camera, captured, capturing, uploading, uploaded, takePhoto, retake, upload };
};
