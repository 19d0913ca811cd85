/** Runs work in one database transaction. Repositories called inside it take part in it. */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
