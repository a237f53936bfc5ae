import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblemOf, type CameraProblem } from './camera-errors.ts';

export type CameraStatus = 'off' | 'starting' | 'on' | 'error';

export interface UseCamera {
  /** Give this to the page's `<video>`; keep the element mounted while the camera may run. */
  readonly videoRef: RefObject<HTMLVideoElement | null>;
  readonly status: CameraStatus;
  readonly problem: CameraProblem | null;
  readonly start: () => Promise<void>;
  readonly stop: () => void;
}

const stopTracks = (stream: MediaStream | null): void => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * One camera stream for a page or dialog. Every track stops on `stop()`, when the component goes
 * away and when the tab is hidden (the camera light goes off); a start that finishes after a stop
 * is stopped at once rather than left running.
 */
export const useCamera = (constraints: MediaTrackConstraints): UseCamera => {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const generation = useRef(0);
  const constraintsRef = useRef(constraints);
  const [status, setStatus] = useState<CameraStatus>('off');
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  useEffect(() => {
    constraintsRef.current = constraints;
  }, [constraints]);

  const release = useCallback(() => {
    generation.current += 1;
    stopTracks(streamRef.current);
    streamRef.current = null;
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.srcObject = null;
    }
  }, []);

  const stop = useCallback(() => {
    release();
    setStatus('off');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const mine = generation.current;
    setProblem(null);
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      setStatus('error');
      return;
    }
    setStatus('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: constraintsRef.current, audio: false });
      if (mine !== generation.current) {
        stopTracks(stream);
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        video.muted = true;
        video.playsInline = true;
        await video.play().catch(() => undefined);
      }
      if (mine === generation.current) setStatus('on');
    } catch (error) {
      if (mine !== generation.current) return;
      setProblem(cameraProblemOf(error));
      setStatus('error');
    }
  }, [release]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && streamRef.current) stop();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      release();
    };
  }, [release, stop]);

  return { videoRef, status, problem, start, stop };
};
