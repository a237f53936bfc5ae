/** Where uploaded files live: outside any static folder, under keys the server makes. */
export abstract class FileStorage {
  abstract put(key: string, content: Uint8Array): Promise<void>;
  /** The content, or null when there is no such file. */
  abstract get(key: string): Promise<Buffer | null>;
  abstract delete(key: string): Promise<void>;
}
