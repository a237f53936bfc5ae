import { MESSAGES } from '#contract/messages.ts';

/**
 * What shows while a page's code or data loads (docs/product/roles-and-screens.md SCREEN-01, "Loading screen"). Plain
 * elements (app/shell.css): it shows before any page's code, MUI included, has arrived.
 */
export const LoadingScreen = ({ fullScreen = false }: { readonly fullScreen?: boolean }) => (
  <div role="status" aria-live="polite" className={fullScreen ? 'vd-loading vd-loading--full' : 'vd-loading'}>
    <span className="vd-spinner" aria-hidden>
      <svg viewBox="22 22 44 44">
        <circle cx={44} cy={44} r={20} fill="none" strokeWidth={4} />
      </svg>
    </span>
    <p className="vd-loading__text">{MESSAGES.ui.loading}</p>
  </div>
);
