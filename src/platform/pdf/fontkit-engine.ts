import fontkit from '@pdf-lib/fontkit';
// @pdf-lib/fontkit's Indic shaper (Devanagari's syllables) runs a generator compiled for
// regenerator's runtime, which it expects as a global: without it a Hindi word throws
// "regeneratorRuntime is not defined". This import puts it there once.
import 'regenerator-runtime/runtime.js';

/** fontkit, with the global its shaper needs; imported only through loadFontkit (pdf-lib-on-demand.ts). */
export { fontkit };
