import { createDb } from '../src/db/driver-libsql.ts';
import { verificarCadena } from '../src/domain/auditoria/verificacion.ts';
import { auditoria as t } from '../src/i18n/auditoria.ts';
import { getStorage } from '../src/platform/storage/index.ts';
import { databaseUrl } from './lib/database.ts';

// `npm run auditoria:verificar`: recomputes the audit chain (monthly archives, then the table)
// and names the first entry that was altered or removed (ADR 0015). Exit code 1 when broken.
const db = createDb({ DATABASE_URL: databaseUrl() });
const r = await verificarCadena(db, getStorage());
if (r.fallo) {
  console.error(t.verificacion.fallo(r.fallo.id, t.verificacion.motivos[r.fallo.motivo], r.fallo.donde));
  process.exit(1);
}
console.log(t.verificacion.ok(r.comprobadas, r.sinSellar));
