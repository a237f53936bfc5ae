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
 * `pg`'s client for the ORM's pool, which gives itself back to the pool when its session is lost
 * while it is checked out. Kysely's transaction releases its connection only after a rollback that
 * succeeded: on a session PostgreSQL ended (a restart, `pg_terminate_backend`, a dropped network) the
 * rollback fails, the connection was never released, the pool counted it in use for good, and
 * closing the pool waited for it forever. Released with the error, the pool drops it. A release the
 * holder makes afterwards is then a no-op (pg-pool would throw on a second one).
 */
export class SessionClient extends pg.Client {
  #giveBack: ((error?: Error) => void) | undefined;
  #given = true;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('end', () => {
      if (!this.#given) this.release(new Error('The database session was lost'));
    });
  }

  /** Set by pg-pool at each checkout. */
  set release(giveBack: (error?: Error) => void) {
    this.#giveBack = giveBack;
    this.#given = false;
  }

  get release(): (error?: Error) => void {
    return (error?: Error) => {
      if (this.#given) return;
      this.#given = true;
      this.#giveBack?.(error);
    };
  }
}

/**
 * The session client, given to the ORM's pool through pg's documented `Client` option. A query whose text
 * is a registered statement goes out as a named (prepared) statement; anything else (the ORM's own
 * queries, list queries whose text varies) goes out as it came. Not used through a transaction
 * pooler (DATABASE_POOL_MODE=transaction): there a name prepared on one server connection is unknown
 * on the next (ADR 22), so every statement is sent unnamed.
 */
export class StatementNamingClient extends SessionClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through as they are.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string') {
      const name = names.get(config);
      if (name !== undefined) return super.query({ name, text: config, values: values as unknown[] }, callback);
    }
    return super.query(config, values, callback);
  }
}
