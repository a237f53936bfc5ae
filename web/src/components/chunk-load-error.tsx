import { CloudOffIcon, RefreshIcon } from './icons.tsx';
import { ShellPage } from './shell-page.tsx';

/**
 * A page's code did not arrive (a lost connection, or a new version was deployed and the old files are
 * gone). Reloading fetches the current version. Part of the shell, with no MUI: it must show without
 * any further code.
 */
export const ChunkLoadError = () => (
  <ShellPage title="This page could not be loaded">
    <div className="vd-notice">
      <CloudOffIcon className="vd-notice__icon" />
      <p>
        The connection may have dropped, or Visitor Desk was updated since you opened it. Reload to get the latest
        version.
      </p>
      <button type="button" onClick={() => window.location.reload()} className="vd-btn vd-btn--contained">
        <span className="vd-btn__start">
          <RefreshIcon />
        </span>
        Reload
      </button>
    </div>
  </ShellPage>
);
