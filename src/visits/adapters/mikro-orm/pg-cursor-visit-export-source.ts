/**
 * The export no longer reads through a cursor (see pg-copy-visit-export-source.ts). This name stays
 * only for the module's binding, until visits.module.ts binds PgCopyVisitExportSource by its own name.
 */
export { PgCopyVisitExportSource as PgCursorVisitExportSource } from './pg-copy-visit-export-source.ts';
