import type * as PdfLibModule from 'pdf-lib';
import type Fontkit from '@pdf-lib/fontkit';

export type PdfLib = typeof PdfLibModule;
export type FontkitEngine = typeof Fontkit;

/**
 * pdf-lib, and fontkit with the runtime its Devanagari shaper needs, imported by the first PDF a
 * process makes rather than when it starts. Why: together they were the costliest imports of the
 * server and of every `vms` command that loads the application (about 0.56 s of CPU of a server's
 * start of about 2.4 s), while most processes never write a PDF: a replica answers sign-ins and
 * check-ins, a CLI command a report (docs/performance.md, "Start-up"). The module system imports
 * each once; later calls get the same module.
 */
export const loadPdfLib = (): Promise<PdfLib> => import('pdf-lib');

export const loadFontkit = async (): Promise<FontkitEngine> => (await import('./fontkit-engine.ts')).fontkit;
