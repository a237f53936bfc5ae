import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { runtimeConfigLoaded } from './lib/runtime-config.ts';

if (!runtimeConfigLoaded) {
  console.error('Visitor Desk: /app-config.js did not load, so the app cannot reach its server settings. Is the API server running?');
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
