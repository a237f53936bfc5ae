/**
 * The entrance this device stands at (issue 30, docs/adr/0053): a tablet or PC at "Main gate" stays
 * there whoever signs in, so the choice is the browser's, not the user's. Check-ins and check-outs
 * made here send it; the server refuses it for a visit of another site (`entrance.other_site`).
 */
const KEY = 'vms.desk-entrance';

/** The entrance chosen on this device, or null (none chosen, or storage not available). */
export const deskEntrance = (): number | null => {
  try {
    const stored = Number(window.localStorage.getItem(KEY));
    return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
};

/** Chooses the entrance this device stands at; null for none. */
export const chooseDeskEntrance = (entranceId: number | null): void => {
  try {
    if (entranceId === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, String(entranceId));
  } catch {
    // Private browsing without storage: the desk works at no entrance, as before entrances.
  }
};
