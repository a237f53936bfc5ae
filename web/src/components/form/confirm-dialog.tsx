import { deferred } from '../deferred.tsx';
import type { ConfirmDialogProps } from './confirm-dialog-view.tsx';

export type { ConfirmDialogProps } from './confirm-dialog-view.tsx';

/**
 * "A confirmation dialog lists the entries, then submits" (docs/product/visits.md VIS-PASS-07): the dialog
 * itself (confirm-dialog-view.tsx, with MUI's Dialog and Table) arrives just after the form, so that
 * it is not part of what the form loads before it is interactive.
 */
export const ConfirmDialog = deferred<ConfirmDialogProps>(async () => (await import('./confirm-dialog-view.tsx')).ConfirmDialogView, 'confirmation dialog');
