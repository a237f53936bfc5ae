// First: zod's settings, before any module builds a schema (lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startEarlyRequests } from './app/early-requests.ts';
import { preloadPageOf } from './app/pages.ts';
import { loadAuthState } from './features/auth/auth-storage.ts';
import { runtimeConfigLoaded } from './lib/runtime-config.ts';

if (!runtimeConfigLoaded) {
  console.error('Visitor Desk: /app-config.js did not load, so the app cannot reach its server settings. Is the API server running?');
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The opened page's code starts downloading now, beside the restore below and the shell's first render
// (and a new tab's question to the server), instead of after them.
preloadPageOf(window.location.pathname);

// Restored before the first render, so that a reload shows the signed-in header and pages at once.
// Without a saved sign-in this resolves at once and the envelope's code is not loaded at all. (Not a
// top-level await: chunks that import from the entry would then be split out of it.)
void loadAuthState().then((initialAuth) => {
  // The page's first calls, beside its code's download (app/early-requests.ts); not waited for.
  void startEarlyRequests(window.location.pathname, initialAuth);
  // In a transition, React renders the app in slices of a few milliseconds and lets the browser work
  // between them, rather than in one long task: the first render of a page (the desk table's rows, the
  // login form's fields) no longer blocks input for hundreds of milliseconds on a busy machine.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App initialAuth={initialAuth} />
      </StrictMode>,
    ),
  );
});
