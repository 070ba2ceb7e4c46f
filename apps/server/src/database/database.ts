import {
  DataSource,
  EntityManager,
  EntityTarget,
  ObjectLiteral,
  QueryFailedError,
  SelectQueryBuilder,
} from 'typeorm';

type Done = (error: Error | null, result: unknown) => void;

/** The part of a mysql2 connection (callback API, as TypeORM's MySQL driver holds it) statements use. */
interface MysqlConnection {
  query(sql: string, values: unknown[], done: Done): void;
  execute(sql: string, values: unknown[], done: Done): void;
}

/**
 * insertRows prepares its statement (see `query`) for up to this many rows: the rows the public forms
 * write at once (an enquiry and its two mails, an enrolment and its mails). A larger batch, rarer and of
 * any size, is sent as text rather than adding a prepared statement per size to every connection.
 */
const PREPARED_ROWS = 8;

/** MySQL's "Deadlock found when trying to get lock" and "Lock wait timeout exceeded": retrying helps. */
const RETRYABLE_MYSQL_ERRORS = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const MAX_ATTEMPTS = 3;

/**
 * The data source plus the one way to write: `transaction`. Every write of the server goes through it,
 * because the embedded SQLite database has a single connection that every request shares. TypeORM
 * would nest a second transaction begun meanwhile inside the first (a SAVEPOINT), so one request's
 * rollback could undo another's insert; here SQLite transactions queue and run one at a time. On MySQL
 * each transaction has its own connection, and a deadlock victim is retried.
 */
export class Database {
  private sqliteQueue: Promise<unknown> = Promise.resolve();
  /** insertRows' statements, by table and number of rows. */
  private readonly inserts = new Map<string, string>();
  /** selectRows' statements, by table, condition and lock. */
  private readonly selects = new Map<string, string>();
  /** What each open transaction runs once it has committed (see afterCommit). */
  private readonly commitHooks = new WeakMap<EntityManager, Array<() => void>>();

  constructor(readonly dataSource: DataSource) {}

  get engine(): 'sqlite' | 'mysql' {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * `query` locking the rows it reads until its transaction ends (SELECT … FOR UPDATE) on MySQL. SQLite
   * has no row locks and needs none: its transactions run one at a time (see transaction).
   */
  forUpdate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
    return this.engine === 'mysql' ? query.setLock('pessimistic_write') : query;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.engine === 'mysql') return this.mysqlTransaction(work);
    const run = this.sqliteQueue.then(() => this.committing(work));
    // The next transaction waits for this one to end, whether it committed or rolled back.
    this.sqliteQueue = run.catch(() => undefined);
    return run;
  }

  /**
   * A single statement, atomic by itself: on MySQL it runs without BEGIN and COMMIT around it (two
   * round trips fewer, which counts for the mail worker's claims and the throttle's counts under
   * load), retried like a transaction when chosen as a deadlock victim (it was rolled back whole); on
   * SQLite it still waits its turn, as the one connection may be inside another transaction.
   */
  statement<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.engine === 'mysql'
      ? retryingDeadlocks(() => work(this.dataSource.manager))
      : this.transaction(work);
  }

  /**
   * Inserts whole rows of an entity (every column given) in one statement. The public forms' rows go
   * this way: the statement is made once per table and number of rows from TypeORM's metadata instead
   * of by a query builder per request, and the values are converted by the driver as the builder's are.
   */
  async insertRows<T extends ObjectLiteral>(
    manager: EntityManager,
    entity: EntityTarget<T>,
    rows: readonly T[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const { driver } = this.dataSource;
    const { tableName, columns } = this.dataSource.getMetadata(entity);
    const key = `${tableName}:${rows.length}`;
    let sql = this.inserts.get(key);
    if (!sql) {
      const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
      const row = `(${columns.map(() => '?').join(', ')})`;
      sql = `INSERT INTO ${driver.escape(tableName)} (${names}) VALUES ${Array(rows.length).fill(row).join(', ')}`;
      this.inserts.set(key, sql);
    }
    const values = rows.flatMap((row) =>
      columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column) ?? null),
    );
    await this.query(manager, sql, values, { prepared: rows.length <= PREPARED_ROWS });
  }

  /**
   * The whole rows of an entity meeting `where`, hydrated by the driver as TypeORM's find hydrates them,
   * and on MySQL locked until the transaction ends when `forUpdate`. `where` is SQL with `?` for each of
   * `parameters` (strings and numbers; true and false are sent as 1 and 0), a constant of the caller's:
   * the statement is made once per table and condition. The enrolment's reads under an event's lock go
   * this way: building their queries took more of the event loop than running them.
   */
  async selectRows<T extends ObjectLiteral>(
    manager: EntityManager,
    entity: EntityTarget<T>,
    where: string,
    parameters: readonly (string | number | boolean)[],
    { forUpdate = false }: { forUpdate?: boolean } = {},
  ): Promise<T[]> {
    const { driver } = this.dataSource;
    const metadata = this.dataSource.getMetadata(entity);
    const lock = forUpdate && this.engine === 'mysql' ? ' FOR UPDATE' : '';
    const key = `${metadata.tableName}:${where}${lock}`;
    let sql = this.selects.get(key);
    if (!sql) {
      const names = metadata.columns.map((column) => driver.escape(column.databaseName)).join(', ');
      sql = `SELECT ${names} FROM ${driver.escape(metadata.tableName)} WHERE ${where}${lock}`;
      this.selects.set(key, sql);
    }
    const values = parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    const rows = (await this.query(manager, sql, values)) as Record<string, unknown>[];
    return rows.map((raw) => {
      const row = metadata.create(undefined, { fromDeserializer: true }) as T;
      for (const column of metadata.columns) {
        const value = raw[column.databaseName];
        if (value !== undefined) column.setEntityValue(row, driver.prepareHydratedValue(value, column));
      }
      return row;
    });
  }

  /**
   * Runs a write statement (`sql` with `?` for each of `parameters`) and answers how many rows it
   * changed, on either engine; inside `manager`'s transaction when it has one.
   */
  async changedRows(
    manager: EntityManager,
    sql: string,
    parameters: readonly (string | number | boolean | Date)[],
  ): Promise<number> {
    const values = parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    if (this.connectionOf(manager)) {
      return ((await this.query(manager, sql, values)) as { affectedRows: number }).affectedRows;
    }
    // A structured result is the one way both drivers tell how many rows a statement changed.
    const own = !manager.queryRunner;
    const runner = manager.queryRunner ?? this.dataSource.createQueryRunner();
    try {
      return (await runner.query(sql, values, true)).affected ?? 0;
    } finally {
      if (own) await runner.release();
    }
  }

  /**
   * Runs one statement (`sql` with `?` for each of `values`) as `manager.query` does, answering the
   * driver's result. Inside a MySQL transaction it goes straight to the transaction's mysql2 connection:
   * TypeORM's query() around the statement (its subscriber broadcasts and logger calls, for neither of
   * which the server registers anything, and a structured result it then drops) took a larger share of
   * an enquiry's event loop than the driver's own work (npm run bench). A failure is TypeORM's
   * QueryFailedError, as from manager.query.
   *
   * `prepared`: there, the statement is prepared once per connection and its values sent in binary
   * (mysql2's execute), for the hot writes of the public forms: no text to escape and build for every
   * value (a mail's HTML, each date), a fifth of an enquiry's garbage (npm run bench). Only for a `sql`
   * of a fixed set (each connection keeps every statement it prepared) and values a column takes as
   * they are (strings, numbers, dates, null; no lists or objects to expand).
   */
  query(
    manager: EntityManager,
    sql: string,
    values: unknown[],
    { prepared = false }: { prepared?: boolean } = {},
  ): Promise<unknown> {
    const connection = this.connectionOf(manager);
    return connection ? send(connection, sql, values, prepared) : manager.query(sql, values);
  }

  /** The mysql2 connection of `manager`'s transaction, once it holds one; none on SQLite. */
  private connectionOf(manager: EntityManager): MysqlConnection | undefined {
    if (this.engine !== 'mysql') return undefined;
    const runner = manager.queryRunner as
      { databaseConnection?: MysqlConnection; isReleased: boolean } | undefined;
    return runner && !runner.isReleased ? runner.databaseConnection : undefined;
  }

  /**
   * Runs `then` once what `manager` wrote is committed: at once when `manager` is no transaction's (a
   * statement commits by itself), after the commit when it is, never when the transaction rolls back.
   */
  afterCommit(manager: EntityManager, then: () => void): void {
    const hooks = this.commitHooks.get(manager);
    if (hooks) hooks.push(then);
    else then();
  }

  private mysqlTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return retryingDeadlocks(() => this.committing(work));
  }

  /** One attempt at a transaction, running its afterCommit hooks once it committed. */
  private async committing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const hooks: Array<() => void> = [];
    const withHooks = (manager: EntityManager) => {
      this.commitHooks.set(manager, hooks);
      return work(manager);
    };
    const result =
      this.engine === 'mysql'
        ? await this.mysqlCommitting(withHooks)
        : await this.dataSource.transaction(withHooks);
    for (const hook of hooks) hook();
    return result;
  }

  /**
   * A MySQL transaction as TypeORM's dataSource.transaction runs it (a query runner of its own, rolled
   * back on any failure, released at the end), with START TRANSACTION, COMMIT and ROLLBACK sent on the
   * runner's connection as `query` sends statements: TypeORM's startTransaction and commitTransaction
   * wrap each in subscriber broadcasts and its query(), 3% of an enquiry's CPU and about 14 KB of
   * garbage (npm run bench). The runner is marked as in a transaction exactly as startTransaction
   * marks it, so TypeORM's own calls inside see one (a save() opens none, a nested one is a SAVEPOINT).
   */
  private async mysqlCommitting<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const state = runner as unknown as { isTransactionActive: boolean; transactionDepth: number };
    try {
      const connection = (await runner.connect()) as MysqlConnection;
      await send(connection, 'START TRANSACTION', []);
      state.isTransactionActive = true;
      state.transactionDepth = 1;
      try {
        const result = await work(runner.manager);
        await send(connection, 'COMMIT', []);
        return result;
      } catch (error) {
        // As TypeORM: the work's error is the one thrown, whatever the rollback meets.
        await send(connection, 'ROLLBACK', []).catch(() => undefined);
        throw error;
      } finally {
        state.isTransactionActive = false;
        state.transactionDepth = 0;
      }
    } finally {
      await runner.release();
    }
  }
}

/** One statement on a mysql2 connection; a failure is TypeORM's QueryFailedError, as from its query(). */
function send(
  connection: MysqlConnection,
  sql: string,
  values: unknown[],
  prepared = false,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const done: Done = (error, result) =>
      error ? reject(new QueryFailedError(sql, values, error)) : resolve(result);
    if (prepared) connection.execute(sql, values, done);
    else connection.query(sql, values, done);
  });
}

/** Runs `attempt` again (up to MAX_ATTEMPTS in all) while MySQL rolls it back as a deadlock victim. */
async function retryingDeadlocks<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempts >= MAX_ATTEMPTS || !code || !RETRYABLE_MYSQL_ERRORS.has(code)) throw error;
    }
  }
}

/** True when `error` is a unique-key violation, on either engine. */
export function isDuplicateKeyError(error: unknown): boolean {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  const codes = [code, driverError?.code];
  return codes.some(
    (c) => c === 'ER_DUP_ENTRY' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY' || c === 'SQLITE_CONSTRAINT_UNIQUE',
  );
}
