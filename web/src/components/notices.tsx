import { createContext, useContext, useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { deferred } from './deferred.tsx';
import type { Notice, NoticeAlertProps } from './notice-alert.tsx';

/**
 * Notices that do not block (issue 12): a success is a brief notice that closes itself after a few
 * seconds and never needs a click; an error stays until it is dismissed. Both are announced to screen
 * readers: the two live regions (role status for successes, role alert for errors) are always in the
 * page, and a notice's text appears inside them.
 *
 *   const notice = useNotice();
 *   notice.success(MESSAGES.visit.timeIn);
 *
 * The provider is mounted by withMuiTheme (web/src/app/mui-theme.tsx), so every MUI page has it; the
 * shell and the landing page, which do not load MUI, do not have it.
 */
export interface Notices {
  success(text: string): void;
  error(text: string): void;
}

export type { Notice } from './notice-alert.tsx';

/** How long a success stays on screen (longer while the pointer or the focus is on it). */
export const SUCCESS_VISIBLE_MS = 5000;
/** At most this many errors at once; the oldest gives way to a newer one. */
const MAX_ERRORS = 3;

const loadAlert = async () => (await import('./notice-alert.tsx')).NoticeAlert;
/** MUI's Alert arrives just after the page (fetched when the provider mounts); the live regions are there from the start. */
const NoticeAlert = deferred<NoticeAlertProps>(loadAlert, 'notice');

/**
 * The notices on screen, kept beside the pages rather than in one (a page's provider is remounted when
 * the route changes, and a success shown just before a navigation must stay on screen). Browser state
 * of one tab, nothing a server keeps.
 */
interface Shown {
  readonly success: Notice | null;
  readonly errors: readonly Notice[];
}
let shown: Shown = { success: null, errors: [] };
let nextId = 1;
const listeners = new Set<() => void>();
const update = (change: (current: Shown) => Shown) => {
  shown = change(shown);
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => shown;

const notices: Notices = {
  success: (text) => update((current) => ({ ...current, success: { id: nextId++, kind: 'success', text } })),
  error: (text) =>
    update((current) => ({
      ...current,
      errors: [...current.errors.filter((notice) => notice.text !== text), { id: nextId++, kind: 'error' as const, text }].slice(-MAX_ERRORS),
    })),
};
/**
 * Takes every notice off the screen. A printable page calls it as it opens (useNoCarriedNotices): a
 * notice of the screen before it ("checked in") belongs to that screen, not on the badge.
 */
export const clearNotices = (): void => update(() => ({ success: null, errors: [] }));

const dismiss = (id: number) =>
  update((current) => ({
    success: current.success?.id === id ? null : current.success,
    errors: current.errors.filter((notice) => notice.id !== id),
  }));

const NoticesContext = createContext<Notices | null>(null);

const regionsStyle: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 16,
  zIndex: 1400,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '0 12px',
  pointerEvents: 'none',
};
/** Notices never go on paper (a badge printed while "checked in" shows): the screen's, not the sheet's. */
const NOTICES_CLASS = 'vms-notices';
const NO_PRINT_NOTICES = `@media print { .${NOTICES_CLASS} { display: none !important; } }`;
const regionStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, width: 'min(560px, 100%)' };

export const NoticeProvider = ({ children }: { readonly children: ReactNode }) => {
  const { success, errors } = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    loadAlert().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (success === null || held) return undefined;
    const timer = setTimeout(() => dismiss(success.id), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success, held]);

  return (
    <NoticesContext.Provider value={notices}>
      {children}
      <style>{NO_PRINT_NOTICES}</style>
      <div style={regionsStyle} className={NOTICES_CLASS} data-testid="notices">
        <div role="alert" aria-live="assertive" style={regionStyle}>
          {errors.map((notice) => (
            <NoticeAlert key={notice.id} notice={notice} onDismiss={dismiss} />
          ))}
        </div>
        <div
          role="status"
          aria-live="polite"
          style={regionStyle}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          {success && (
            <NoticeAlert
              key={success.id}
              notice={success}
              onDismiss={(id) => {
                setHeld(false);
                dismiss(id);
              }}
            />
          )}
        </div>
      </div>
    </NoticesContext.Provider>
  );
};

/** For a printable page: the notices carried over from the page before it go when it opens. */
export const useNoCarriedNotices = (): void => {
  useEffect(() => clearNotices(), []);
};

/** The page's notices; only inside a page wrapped by withMuiTheme (which mounts NoticeProvider). */
export const useNotice = (): Notices => {
  const notices = useContext(NoticesContext);
  if (notices === null) throw new Error('useNotice() is used outside NoticeProvider: wrap the page with withMuiTheme.');
  return notices;
};
