import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';

// What a manual needs before it is published, as far as its page can tell: its MAN file and at
// least one block. Pure: publicarManual refuses with these (409), and the manual's page says
// them before asking to confirm. Whether every block has standards only the server knows.

/** The first thing missing to publish, or null. */
export function faltaParaPublicar(m: { tieneFichero: boolean; bloques: number }): string | null {
  if (!m.tieneFichero) return t.publicarSinFichero;
  if (m.bloques === 0) return t.publicarSinBloques;
  return null;
}
