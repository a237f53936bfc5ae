/**
 * Runs a use case's writes in one database transaction: every repository call and every queued
 * mail or audit entry inside `run` commits together or not at all.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /** Inside `run`: writes what is pending now, so that new rows have their ids. */
  abstract flush(): Promise<void>;
}
