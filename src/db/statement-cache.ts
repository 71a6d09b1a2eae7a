import Database from 'libsql';

/**
 * Prepared statements kept per connection of the embedded driver (Node only; Workers use D1).
 *
 * @libsql/client prepares every statement anew on every execution and asks the native statement
 * for its column list twice: for a one-row lookup by primary key that was ~80 % of the query's
 * CPU (profiled: prepare + columns ≈ 140 µs of ~180 µs; the same statement kept prepared, ~40 µs).
 * Every API call runs at least one query (the session's), so this is paid on every request.
 *
 * The client calls `prepare(sql)` on its connection (a `libsql` Database) for every execute, and
 * runs the statement to completion synchronously (`all`/`run`), so handing back the same
 * statement object for the same SQL text is safe: nothing can interleave on a statement, and a
 * statement run to completion holds no read transaction (SQLite ends it at SQLITE_DONE).
 * SQLite re-prepares a kept statement itself after a schema change; the column list kept beside
 * it is dropped with the connection's whole cache whenever DDL or a script runs on it.
 * Transaction control and PRAGMAs are never kept. Bounded per connection (oldest out first).
 * It patches libsql's classes, pinned to an exact version: ADR 0043 (removal condition, guard test).
 */
const MAX_POR_CONEXION = 500;
const REUTILIZABLE = /^\s*(select|with|insert|update|delete|replace)\b/i;

type Conexion = Database.Database;
type Sentencia = Database.Statement;
const porConexion = new WeakMap<object, Map<string, Sentencia>>();
const columnas = new WeakMap<object, ReturnType<Sentencia['columns']>>();
let instalado = false;

/** Installs the cache on libsql's connection class once (idempotent). */
export function instalarCacheDeSentencias(): void {
  if (instalado) return;
  instalado = true;
  const proto = Database.prototype;
  const prepare = proto.prepare;
  const exec = proto.exec;
  proto.prepare = function (this: Conexion, sql: string) {
    if (!REUTILIZABLE.test(sql)) {
      // DDL, PRAGMA, BEGIN/COMMIT…: prepared once, and anything kept may now describe old tables.
      if (!/^\s*(begin|commit|rollback|end|savepoint|release)\b/i.test(sql)) porConexion.delete(this);
      return prepare.call(this, sql);
    }
    let kept = porConexion.get(this);
    if (!kept) {
      kept = new Map();
      porConexion.set(this, kept);
    }
    let stmt = kept.get(sql);
    if (!stmt) {
      stmt = prepare.call(this, sql);
      kept.set(sql, stmt);
      if (kept.size > MAX_POR_CONEXION) kept.delete(kept.keys().next().value as string);
    }
    return stmt;
  } as typeof proto.prepare;
  proto.exec = function (this: Conexion, sql: string) {
    porConexion.delete(this);
    return exec.call(this, sql);
  } as typeof proto.exec;

  // The column list of a prepared statement is fixed until it is prepared again (above).
  const probe = new Database(':memory:');
  const stmtProto = Object.getPrototypeOf(probe.prepare('select 1')) as Sentencia;
  probe.close();
  const columns = stmtProto.columns;
  stmtProto.columns = function (this: Sentencia) {
    let cols = columnas.get(this);
    if (!cols) {
      cols = columns.call(this);
      columnas.set(this, cols);
    }
    return cols;
  };
}
