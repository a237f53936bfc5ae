import pg from 'pg';

/**
 * The texts of the application's prepared statements (prepared-sql.ts), each with its name. A
 * statement reaches the `pg` client through MikroORM's Kysely, which sends only text and values;
 * the client below gives a registered text its name again, so PostgreSQL parses and plans it once
 * per connection, inside a transaction as well as outside one.
 */
const names = new Map<string, string>();

/** Registers `text` under `name` (idempotent: a statement is registered on each of its runs). */
export const nameStatement = (text: string, name: string): void => {
  if (names.get(text) !== name) names.set(text, name);
};

/**
 * `pg`'s client, given to the ORM's pool through pg's documented `Client` option. A query whose text
 * is a registered statement goes out as a named (prepared) statement; anything else (the ORM's own
 * queries, list queries whose text varies) goes out as it came. Not used through a transaction
 * pooler (DATABASE_POOL_MODE=transaction): there a name prepared on one server connection is unknown
 * on the next (ADR 22), so every statement is sent unnamed.
 */
export class StatementNamingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through as they are.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string') {
      const name = names.get(config);
      if (name !== undefined) return super.query({ name, text: config, values: values as unknown[] }, callback);
    }
    return super.query(config, values, callback);
  }
}
