import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Counts the SQL statements the app sends to its database, by wrapping the driver adapter factory
// that lib/db/client.ts hands to Prisma: every queryRaw/executeRaw/executeScript on the adapter and on
// its transactions is one statement. BEGIN counts too (one per started transaction: it is a round
// trip on PostgreSQL, and the adapters run it outside queryRaw/executeRaw, so it is added here), and
// so do COMMIT and ROLLBACK (Prisma sends them through the transaction's executeRaw). A checkout's
// count is therefore what the database actually executes, transaction control included.
//
// Two readers: a process-wide total (tests read it before and after a request), always kept (one
// integer increment per statement); and a per-request count for the X-Sql-Statements header, kept only
// for handlers run inside runCountingStatements (withErrorHandling does, when SQL_STATEMENT_HEADER=1).

type Queryable = {
  queryRaw(...args: never[]): Promise<unknown>;
  executeRaw(...args: never[]): Promise<unknown>;
};
type Adapter = Queryable & {
  executeScript(...args: never[]): Promise<unknown>;
  startTransaction(...args: never[]): Promise<Queryable>;
};
type AdapterFactory = { connect(): Promise<Adapter> };

type CountingState = {
  processTotal: number;
  /** True once a request has been counted: until then a statement costs only the increment. */
  perRequestCounting: boolean;
  requestCount: AsyncLocalStorage<{ statements: number }>;
};

// One state per process, on globalThis: a Next.js build instantiates this module once per bundle
// layer (route handlers, pages, instrumentation), while the one Prisma client (lib/db/client.ts keeps
// it on globalThis) was wrapped by whichever instance created it first, usually instrumentation's
// jobs. With module-level state the route handlers' counts stayed 0 under `next start`.
const STATE_KEY = Symbol.for("sticker-shop.count-statements");
const state: CountingState = ((globalThis as unknown as Record<symbol, CountingState | undefined>)[STATE_KEY] ??= {
  processTotal: 0,
  perRequestCounting: false,
  requestCount: new AsyncLocalStorage<{ statements: number }>(),
});

function countStatement(): void {
  state.processTotal += 1;
  if (state.perRequestCounting) {
    const store = state.requestCount.getStore();
    if (store) store.statements += 1;
  }
}

/** Statements sent by this process since it started (tests take the difference around a request). */
export function readStatementCount(): number {
  return state.processTotal;
}

/** Runs work with its own statement count; answers the work's result and the statements it sent. */
export async function runCountingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  state.perRequestCounting = true;
  const store = { statements: 0 };
  const result = await state.requestCount.run(store, work);
  return { result, statements: store.statements };
}

// Replaces the methods on the object itself (the adapters are classes whose other methods must keep
// working untouched), as withImmediateTransactions in lib/db/client.ts does.
function countQueries<Q extends Queryable>(queryable: Q): Q {
  const queryRaw = queryable.queryRaw.bind(queryable);
  const executeRaw = queryable.executeRaw.bind(queryable);
  queryable.queryRaw = ((...args: never[]) => {
    countStatement();
    return queryRaw(...args);
  }) as Q["queryRaw"];
  queryable.executeRaw = ((...args: never[]) => {
    countStatement();
    return executeRaw(...args);
  }) as Q["executeRaw"];
  return queryable;
}

/** Wraps a driver adapter factory so that every statement its adapters send is counted (see above). */
export function countStatementsOf<F extends AdapterFactory>(factory: F): F {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = countQueries(await connect());
    const executeScript = adapter.executeScript.bind(adapter);
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.executeScript = (...args: never[]) => {
      countStatement();
      return executeScript(...args);
    };
    adapter.startTransaction = async (...args: never[]) => {
      countStatement(); // BEGIN
      return countQueries(await startTransaction(...args));
    };
    return adapter;
  };
  return factory;
}
