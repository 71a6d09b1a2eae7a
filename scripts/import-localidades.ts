import { existsSync, readFileSync, statSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { municipios } from '../src/db/schema/index.ts';
import { importarLocalidades, parseNomenclator } from '../src/domain/geografia/importar-localidades.ts';
import { databaseUrl, prepareDatabase } from './lib/database.ts';

// npm run db:import-localidades -- <fichero.csv> [--reemplazar]
// Loads the localities (INE singular entities) of an INE nomenclator CSV into the database.

const USO = `Uso: npm run db:import-localidades -- <fichero.csv> [--reemplazar]

  <fichero.csv>   Nomenclátor del INE en CSV (separado por ";", "," o tabulador, UTF-8 o ISO-8859-1)
                  con columnas CODIGO y NOMBRE, o CPRO, CMUN, CUN (o EC y ES) y NOMBRE.
  --reemplazar    Borra antes las localidades de los municipios del fichero que este ya no incluye.`;
const MAX_AVISOS = 20;

function salir(mensaje: string): never {
  console.error(`${mensaje}\n\n${USO}`);
  process.exit(1);
}

/** UTF-8 if the bytes are valid UTF-8; otherwise ISO-8859-1, the usual encoding of INE files. */
function leerTexto(ruta: string): { texto: string; codificacion: string } {
  const bytes = readFileSync(ruta);
  try {
    return { texto: new TextDecoder('utf-8', { fatal: true }).decode(bytes), codificacion: 'UTF-8' };
  } catch {
    return { texto: bytes.toString('latin1'), codificacion: 'ISO-8859-1' };
  }
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USO);
  process.exit(0);
}
const reemplazar = args.includes('--reemplazar');
const desconocidas = args.filter((a) => a.startsWith('-') && a !== '--reemplazar');
if (desconocidas.length > 0) salir(`Opción desconocida: ${desconocidas.join(', ')}`);
const ficheros = args.filter((a) => !a.startsWith('-'));
if (ficheros.length === 0) salir('Falta el fichero CSV que importar.');
if (ficheros.length > 1) salir(`Indica un solo fichero (recibidos: ${ficheros.join(', ')}).`);
const ruta = ficheros[0] as string;
if (!existsSync(ruta) || !statSync(ruta).isFile()) salir(`No existe el fichero «${ruta}».`);

const { texto, codificacion } = leerTexto(ruta);
const { localidades, avisos: avisosLectura } = parseNomenclator(texto);
console.log(`Leído ${ruta} (${codificacion}): ${localidades.length} localidades distintas`);

const { db } = await prepareDatabase({ seed: 'never' });
const [fila] = await db.select({ n: count() }).from(municipios);
if ((fila?.n ?? 0) === 0) {
  console.error(`La base de datos ${databaseUrl()} no tiene municipios: ejecuta antes npm run db:seed.`);
  process.exit(1);
}

const resultado = await importarLocalidades(db, localidades, { reemplazar });
console.log(`${resultado.insertadas} localidades importadas, ${resultado.omitidas} omitidas en ${databaseUrl()}`);
if (reemplazar) console.log(`${resultado.eliminadas} localidades eliminadas por --reemplazar`);

const avisos = [...avisosLectura, ...resultado.avisos];
if (avisos.length > 0) {
  console.log(`\n${avisos.length} ${avisos.length === 1 ? 'aviso' : 'avisos'}:`);
  for (const aviso of avisos.slice(0, MAX_AVISOS)) console.log(`  - ${aviso}`);
  if (avisos.length > MAX_AVISOS) console.log(`  … y ${avisos.length - MAX_AVISOS} más`);
}
