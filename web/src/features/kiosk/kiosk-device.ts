/**
 * Whether this browser has been started as a kiosk. The kiosk's own cookie is HttpOnly (the page
 * cannot see it); this mark lets the page tell a kiosk that was signed out (revoked: "ask security to
 * start it again") from a device that never was one (sign in to start it). It holds nothing secret.
 */
const KIOSK_MARK = 'vms.kiosk';

export const markAsKiosk = (): void => {
  try {
    window.localStorage.setItem(KIOSK_MARK, '1');
  } catch {
    // Storage refused (private mode): the page then shows the sign-in way for a signed-out kiosk.
  }
};

export const wasKiosk = (): boolean => {
  try {
    return window.localStorage.getItem(KIOSK_MARK) === '1';
  } catch {
    return false;
  }
};

export const forgetKiosk = (): void => {
  try {
    window.localStorage.removeItem(KIOSK_MARK);
  } catch {
    // nothing to forget
  }
};
