import { and, eq, inArray } from 'drizzle-orm';
import { centros } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';

// Demo applicant centres (the spec's solicitantes) across provinces, so the /solicitantes list,
// its filters and the request pages have something real-looking to show. Municipalities are
// real INE codes of their province (geografia.ts loads every municipality); localities are set
// only where the demo nomenclator has them. CIFs pass the spec's check. Idempotent by CIF.

interface CentroDemo {
  nombre: string;
  cif: string;
  direccion: string;
  codigoPostal: string;
  provinciaId: number;
  municipioId: number;
  localidadId?: number;
  /** Registered this many days before `now` (the list is newest first). */
  dias: number;
}

export const CENTROS_DEMO: CentroDemo[] = [
  {
    nombre: 'Colegio Público Miguel de Cervantes',
    cif: 'Q2818001F',
    direccion: 'Calle de Alcalá 120',
    codigoPostal: '28009',
    provinciaId: 28,
    municipioId: 28079,
    localidadId: 280790001,
    dias: 2,
  },
  {
    nombre: 'Centro Deportivo Municipal San Pablo',
    cif: 'P4625001E',
    direccion: 'Avenida del Puerto 45',
    codigoPostal: '46023',
    provinciaId: 46,
    municipioId: 46250,
    localidadId: 462500001,
    dias: 9,
  },
  {
    nombre: 'Hotel Costa del Sol Playa',
    cif: 'A28017895',
    direccion: 'Paseo Marítimo Pablo Ruiz Picasso 12',
    codigoPostal: '29016',
    provinciaId: 29,
    municipioId: 29067,
    localidadId: 290670001,
    dias: 17,
  },
  {
    nombre: 'Construcciones y Reformas Guadalquivir S.L.',
    cif: 'B41523895',
    direccion: 'Polígono Industrial Store, nave 8',
    codigoPostal: '41008',
    provinciaId: 41,
    municipioId: 41091,
    localidadId: 410910001,
    dias: 30,
  },
  {
    nombre: 'Instituto de Educación Secundaria Rosalía de Castro',
    cif: 'S3300001I',
    direccion: 'Calle Real 21',
    codigoPostal: '33003',
    provinciaId: 33,
    municipioId: 33044,
    dias: 45,
  },
  {
    nombre: 'Escuela Infantil Os Muíños',
    cif: 'B15403215',
    direccion: 'Rúa Juana de Vega 3',
    codigoPostal: '15004',
    provinciaId: 15,
    municipioId: 15030,
    localidadId: 150300001,
    dias: 60,
  },
  {
    nombre: 'Asociación Deportiva Ebro Vivo',
    cif: 'G29876547',
    direccion: 'Camino de las Torres 77',
    codigoPostal: '50008',
    provinciaId: 50,
    municipioId: 50297,
    dias: 75,
  },
  {
    nombre: 'Polideportivo Municipal de Deusto',
    cif: 'Q4800002J',
    direccion: 'Lehendakari Aguirre 42',
    codigoPostal: '48014',
    provinciaId: 48,
    municipioId: 48020,
    dias: 90,
  },
];

/** Inserts the demo centres whose CIF is not there yet; returns how many were added. */
export async function seedDemoCentros(db: Db, now = new Date()): Promise<number> {
  const cifs = CENTROS_DEMO.map((c) => c.cif);
  const existing = await db
    .select({ cif: centros.cif })
    .from(centros)
    .where(and(eq(centros.instanciaId, SOLUDABLE.id), inArray(centros.cif, cifs)));
  const have = new Set(existing.map((r) => r.cif));
  const rows = CENTROS_DEMO.filter((c) => !have.has(c.cif)).map(({ dias, localidadId, ...c }) => ({
    ...c,
    instanciaId: SOLUDABLE.id,
    localidadId: localidadId ?? null,
    altaFecha: new Date(now.getTime() - dias * 86_400_000).toISOString(),
    altaUsuarioNombre: 'Datos de demostración',
  }));
  if (rows.length > 0) await db.insert(centros).values(rows);
  return rows.length;
}
