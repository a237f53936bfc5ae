import { PATHS } from '../../app/navigation-rules.ts';

/** Navigation state of /VisitorDetailView (docs/product/roles-and-screens.md NAV-09: "navigation state carries the visitor id"). */
export interface DetailViewState {
  readonly id: number;
}

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Where View leads: the id in the navigation state, and in the address too so that a reload or a bookmark still works. */
export const detailViewTarget = (id: number): { readonly to: string; readonly state: DetailViewState } => ({
  to: `${PATHS.visitorDetailView}?id=${id}`,
  state: { id },
});

/** The visitor to show: the navigation state's id, else the address's `?id=`; null when neither holds a valid id. */
export const detailViewId = (state: unknown, search: string): number | null => {
  const fromState = state !== null && typeof state === 'object' ? asId((state as { id?: unknown }).id) : null;
  return fromState ?? asId(new URLSearchParams(search).get('id'));
};
