import { PATHS } from '../../app/navigation-rules.ts';

/** What Take Photo hands to /CapturePhoto: the visitor the photo is for, and the list to return to. */
export interface CapturePhotoState {
  readonly id: number;
  readonly name: string;
  /** DD-MM-YYYY */
  readonly date: string;
  /** hh:mm AM */
  readonly time: string;
  /** The desk list's address (with its filters), for "Back to the list". */
  readonly from?: string;
}

export const capturePhotoTarget = (
  visit: { readonly id: number; readonly name: string; readonly date_of_visit: string; readonly time_of_visit: string },
  from?: string,
): { readonly to: string; readonly state: CapturePhotoState } => {
  const params = new URLSearchParams({ id: String(visit.id), name: visit.name, date: visit.date_of_visit, time: visit.time_of_visit });
  return { to: `${PATHS.capturePhoto}?${params.toString()}`, state: { id: visit.id, name: visit.name, date: visit.date_of_visit, time: visit.time_of_visit, ...(from ? { from } : {}) } };
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null);

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Only paths of this app are returned to. */
const appPath = (value: unknown): string | null => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null);

export interface CapturePhotoInfo {
  readonly id: number | null;
  readonly name: string | null;
  readonly date: string | null;
  readonly time: string | null;
  readonly from: string | null;
}

/** The visitor from the navigation state, else from the address (a reload or a bookmark). */
export const capturePhotoInfo = (state: unknown, search: string): CapturePhotoInfo => {
  const fromState = state !== null && typeof state === 'object' ? (state as Partial<Record<keyof CapturePhotoState, unknown>>) : {};
  const params = new URLSearchParams(search);
  const stateId = idOf(fromState.id);
  const useState = stateId !== null;
  return {
    id: stateId ?? idOf(params.get('id')),
    name: (useState ? text(fromState.name) : null) ?? text(params.get('name')),
    date: (useState ? text(fromState.date) : null) ?? text(params.get('date')),
    time: (useState ? text(fromState.time) : null) ?? text(params.get('time')),
    from: appPath(fromState.from),
  };
};
