import { existsSync, readFileSync, statSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { municipios } from '../src/db/schema/index.ts';
import { importLocalidades, parseNomenclator } from '../src/domain/geografia/localidades-import.ts';
import { databaseUrl, prepareDatabase } from './lib/database.ts';

// npm run db:import-localidades -- <fichero.csv> [--reemplazar]
// Loads the localities (INE singular entities) of an INE nomenclator CSV into the database.

const USAGE = `Uso: npm run db:import-localidades -- <fichero.csv> [--reemplazar]

  <fichero.csv>   Nomenclátor del INE en CSV (separado por ";", "," o tabulador, UTF-8 o ISO-8859-1)
                  con columnas CODIGO y NOMBRE, o CPRO, CMUN, CUN (o EC y ES) y NOMBRE.
  --reemplazar    Borra antes las localidades de los municipios del fichero que este ya no incluye.`;
const MAX_WARNINGS = 20;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

/** UTF-8 if the bytes are valid UTF-8; otherwise ISO-8859-1, the usual encoding of INE files. */
function readText(filePath: string): { text: string; encoding: string } {
  const bytes = readFileSync(filePath);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: bytes.toString('latin1'), encoding: 'ISO-8859-1' };
  }
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const replace = args.includes('--reemplazar');
const unknownOptions = args.filter((a) => a.startsWith('-') && a !== '--reemplazar');
if (unknownOptions.length > 0) fail(`Opción desconocida: ${unknownOptions.join(', ')}`);
const files = args.filter((a) => !a.startsWith('-'));
if (files.length === 0) fail('Falta el fichero CSV que importar.');
if (files.length > 1) fail(`Indica un solo fichero (recibidos: ${files.join(', ')}).`);
const filePath = files[0] as string;
if (!existsSync(filePath) || !statSync(filePath).isFile()) fail(`No existe el fichero «${filePath}».`);

const { text, encoding } = readText(filePath);
const { localidades, warnings: parseWarnings } = parseNomenclator(text);
console.log(`Leído ${filePath} (${encoding}): ${localidades.length} localidades distintas`);

const { db } = await prepareDatabase({ seed: 'never' });
const [row] = await db.select({ n: count() }).from(municipios);
if ((row?.n ?? 0) === 0) {
  console.error(`La base de datos ${databaseUrl()} no tiene municipios: ejecuta antes npm run db:seed.`);
  process.exit(1);
}

const result = await importLocalidades(db, localidades, { replace });
console.log(`${result.inserted} localidades importadas, ${result.skipped} omitidas en ${databaseUrl()}`);
if (replace) console.log(`${result.deleted} localidades eliminadas por --reemplazar`);

const warnings = [...parseWarnings, ...result.warnings];
if (warnings.length > 0) {
  console.log(`\n${warnings.length} ${warnings.length === 1 ? 'aviso' : 'avisos'}:`);
  for (const warning of warnings.slice(0, MAX_WARNINGS)) console.log(`  - ${warning}`);
  if (warnings.length > MAX_WARNINGS) console.log(`  … y ${warnings.length - MAX_WARNINGS} más`);
}
