import { BrowserEnvelope } from './browser-envelope.ts';
import { runtimeConfig } from './runtime-config.ts';

/** The one payload envelope of the SPA (docs/product/api.md API-ENVELOPE), keyed by the server's phrase. */
export const envelope = new BrowserEnvelope(runtimeConfig.payloadPhrase);
