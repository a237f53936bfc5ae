/** The router keeps its own position in history.state; 0 means this tab opened the app here. */
export const hasAppHistory = (): boolean => {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx > 0
    : false;
};
