import type { Option } from '../../components/ui/fields.tsx';
import type { Db } from '../../db/types.ts';
import { listProvincias } from '../../domain/lookups/geografia.ts';

/** Every province for a filter's select. */
export async function opcionesProvincias(db: Db): Promise<Option[]> {
  const page = await listProvincias({ db, query: { pagina: 1, registrosPorPagina: 100 } });
  return (page.records as Array<{ Id: number; Nombre: string }>).map((p) => ({ value: p.Id, label: p.Nombre }));
}
