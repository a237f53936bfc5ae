/** What one pass over the old `<VMS_DATA_DIR>/files` folder found and did. */
export interface LocalFilesImport {
  readonly dryRun: boolean;
  /** Regular files under the folder. */
  readonly found: number;
  /** New rows in `stored_file` (with --dry-run: rows that would be added). */
  readonly imported: number;
  /** A row with the same size and bytes was already there (an earlier run, another replica). */
  readonly alreadyStored: number;
  /** A row under the same key holds other bytes: the local file is kept for someone to look at. */
  readonly differing: number;
  /** Not a storage key (a temporary file of an interrupted write, a stray file): left in place. */
  readonly skipped: number;
  /** Could not be read or written: left in place. */
  readonly failed: number;
  /** Local files removed, each only after its row had committed. */
  readonly removed: number;
  /** The keys (or paths) behind `differing`, `skipped` and `failed`, with the reason; at most 20. */
  readonly problems: readonly { readonly path: string; readonly reason: string }[];
}

/**
 * Moves the files of the old local storage (`<VMS_DATA_DIR>/files`) into the database (`vms files
 * import`). A port, so that the CLI takes it from the container as a use case would and never
 * reaches the platform's implementation (docs/adr/0028).
 */
export abstract class LocalFilesImporter {
  /** With `dryRun`, counts only: nothing is written or removed. */
  abstract importFrom(filesDir: string, options: { readonly dryRun: boolean }): Promise<LocalFilesImport>;
}
