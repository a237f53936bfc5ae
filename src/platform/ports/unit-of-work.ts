/**
 * Runs a use case's writes in one database transaction: every repository call and every queued
 * mail or audit entry inside `run` commits together or not at all.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /** Inside `run`: writes what is pending now, so that new rows have their ids. */
  abstract flush(): Promise<void>;
  /**
   * Inside `run`: waits until no other transaction (of any replica) holds `key`, then holds it until
   * this transaction commits or rolls back. Transactions that check and then write something that
   * may not exist yet (a registration, an OTP's cooldown) lock the same key first, so they run one
   * after the other; reads made after the lock see what the previous holder committed.
   */
  abstract lock(key: string): Promise<void>;
}
