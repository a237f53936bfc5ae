import { BrowserEnvelope } from '../../../src/shared/envelope/browser-envelope.ts';
import { runtimeConfig } from './runtime-config.ts';

/** The one payload envelope of the SPA (decisions.md section 3), keyed by the server's phrase. */
export const envelope = new BrowserEnvelope(runtimeConfig.payloadPhrase);
