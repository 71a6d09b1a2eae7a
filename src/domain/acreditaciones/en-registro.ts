import { and, eq, type SQL, sql } from 'drizzle-orm';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { vigenteSql } from './vigencia-sql.ts';

// What the public sees of an accreditation (the register's page and API, the widget that reads
// that API, the public detail and certificate, the verification by CSV) exists only once its
// public certificate does: the spec marks both certificate files as required, and an
// accreditation saved without them (POST acreditaciones with dates in force and no files) is
// not yet issued to the public. One condition, read by every public reader (ADR 0055).

/** The accreditation's public certificate: a file of type CER_PUB of its own instance, whatever the column holds. */
export const certificadoPublicoJoin = and(
  eq(ficheros.id, acreditaciones.ficheroPublicoId),
  eq(ficheros.tipoClave, 'CER_PUB'),
  eq(ficheros.instanciaId, acreditaciones.instanciaId),
);

/** Its public certificate exists (the join above finds a row). */
export const conCertificadoPublicoSql: SQL = sql`exists (select 1 from ${ficheros} where ${certificadoPublicoJoin})`;

/** In the public register on `hoy` (ISO yyyy-mm-dd): in force (vigencia-sql.ts) and with its public certificate. */
export function enRegistroSql(hoy: string): SQL {
  return and(vigenteSql(hoy), conCertificadoPublicoSql) as SQL;
}
