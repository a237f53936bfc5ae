/**
 * Where uploaded files live: outside any static folder, under keys the server makes (an adapter
 * refuses any other key). Every replica must see the same files.
 *
 * Called inside `UnitOfWork.run`, an adapter takes part in the use case's transaction where its store
 * allows: `put` and `delete` then commit or roll back with the records that refer to the file (the
 * PostgreSQL adapter does exactly this). A store without transactions (an S3-compatible bucket) writes
 * on `put` at once (an object left by a rollback is referred to by nothing) and deletes only after
 * the commit, so that a rolled-back use case never loses a file a record still refers to.
 * Outside a transaction each call stands on its own.
 */
export abstract class FileStorage {
  abstract put(key: string, content: Uint8Array): Promise<void>;
  /** The content, or null when there is no such file. Works outside any request as well (the mail sender). */
  abstract get(key: string): Promise<Buffer | null>;
  /** Removes the files; keys with no file are ignored. */
  abstract delete(keys: string | readonly string[]): Promise<void>;
}
