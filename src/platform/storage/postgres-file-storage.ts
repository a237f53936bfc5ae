import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../ports/clock.ts';
import { FileStorage } from '../ports/file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

/**
 * Files as rows of `stored_file`, so every replica serves the same bytes and retention deletes a
 * file with its record. Each call is one statement on the shared EntityManager, which runs it in
 * the current use case's transaction (inside `UnitOfWork.run`) or on its own (outside any request,
 * as the mail sender reads): no entity is loaded, so a megabyte of photo never sits in an identity map.
 */
export class PostgresFileStorage extends FileStorage {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async put(key: string, content: Uint8Array): Promise<void> {
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    await this.em.execute(
      `insert into stored_file (key, content, size_bytes, created_at) values (?, ?, ?, ?)
         on conflict (key) do update set content = excluded.content, size_bytes = excluded.size_bytes, created_at = excluded.created_at`,
      [assertStorageKey(key), bytes, bytes.byteLength, this.clock.now()],
      'run',
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const rows = await this.em.execute<{ content: Buffer }[]>('select content from stored_file where key = ?', [assertStorageKey(key)]);
    return rows[0]?.content ?? null;
  }

  async delete(keys: string | readonly string[]): Promise<void> {
    const list = (typeof keys === 'string' ? [keys] : [...keys]).map(assertStorageKey);
    if (list.length === 0) return;
    await this.em.execute('delete from stored_file where key in (?)', [list], 'run');
  }
}
