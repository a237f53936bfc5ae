/** Why the desk's camera did not start, in words (getUserMedia rejects with a DOMException by name). */
export type CameraProblem = 'refused' | 'missing' | 'busy' | 'unsupported' | 'failed';

export const CAMERA_MESSAGES: Readonly<Record<CameraProblem, string>> = {
  refused: 'The camera was refused. Allow the camera for this site in the browser and try again.',
  missing: 'No camera was found on this computer.',
  busy: 'The camera is in use by another application. Close it and try again.',
  unsupported: 'This browser cannot use a camera here (it needs https or localhost).',
  failed: 'The camera could not be started. Please try again.',
};

export const cameraProblemOf = (error: unknown): CameraProblem => {
  const name = error !== null && typeof error === 'object' && typeof (error as { name?: unknown }).name === 'string' ? (error as { name: string }).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'refused';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'failed';
  }
};
