import { anyReadOrWrite, type PermissionSubject } from '../../domain/permisos/levels.ts';
import { terminos } from '../../i18n/terminologia.ts';
import { PAGE_ROUTES } from '../../platform/page-routes.ts';
import { pageExists } from '../layout/public-menu.ts';

/** One link of the management menu. `routes` are the PAGE_ROUTES keys that highlight it. */
export interface GestionLink {
  label: string;
  href: string;
  routes: string[];
  /** Shows the caller's unread messages next to it. */
  contador?: 'mensajes';
}

export type GestionItem = ({ kind: 'link' } & GestionLink) | { kind: 'group'; label: string; links: GestionLink[] };

/** The instance's configured words (instancias.terminologia), e.g. bloques -> "dimensiones". */
type Terms = Record<string, string>;

const link = (label: string, href: string, ...more: string[]): GestionLink => ({ label, href, routes: [href, ...more] });

/**
 * The management menu groups, in order: index, requests, projects,
 * e-signatures, accreditations, tutoring (consultations, applicants, messages, actuations)
 * and maintenance (users, manuals with scopes, manuals, blocks, standards, evidences, proofs,
 * forms, examples, processes). Each link's permission list is its PAGE_ROUTES entry.
 */
export function gestionMenuDefinition(terms: Terms = {}): GestionItem[] {
  const w = terminos({ terminologia: terms });
  return [
    { kind: 'link', ...link('Inicio', '/index') },
    {
      kind: 'link',
      ...link('Solicitudes', '/solicitudes', '/solicitudes/{SolicitudId}', '/solicitud/alta', '/procesosAbiertos/gestion'),
    },
    { kind: 'link', ...link('Proyectos', '/proyectos', '/proyecto/{ProyectoId}') },
    { kind: 'link', ...link('Firmas', '/firmas') },
    {
      kind: 'link',
      ...link('Acreditaciones', '/acreditaciones/gestion', '/acreditacion/gestion', '/acreditacion/gestion/{AcreditacionId}'),
    },
    {
      kind: 'group',
      label: 'Tutorización',
      links: [
        link('Consultas', '/consultas', '/consulta/{ConsultaId}'),
        link('Solicitantes', '/solicitantes', '/solicitante', '/solicitante/{SolicitanteId}'),
        { ...link('Mensajes', '/mensajes', '/mensaje', '/hilo/{HiloId}'), contador: 'mensajes' },
        link('Actuaciones', '/actuaciones', '/actuacion', '/actuacion/{ActuacionId}'),
      ],
    },
    {
      kind: 'group',
      label: 'Mantenimiento',
      links: [
        link('Usuarios', '/usuarios', '/usuario', '/usuario/{UsuarioId}', '/invitaciones'),
        link('Ámbitos', '/ambitos', '/ambito', '/ambito/{AmbitoId}'),
        link('Manuales', '/manuales', '/manual/alta', '/manual/gestion/{ManualId}', '/manual/{ManualId}/edicion'),
        link(w.bloques, '/bloques', '/bloque', '/bloque/{BloqueId}'),
        link(w.estandares, '/estandares', '/estandar', '/estandar/{EstandarId}'),
        link(w.evidencias, '/evidencias', '/evidencia', '/evidencia/{EvidenciaId}'),
        link('Pruebas', '/pruebas', '/prueba', '/prueba/{PruebaId}'),
        link('Formularios', '/formularios', '/formulario', '/formulario/{FormularioId}'),
        link('Ejemplos', '/ejemplos', '/ejemplo', '/ejemplo/{EjemploId}'),
        link('Procesos', '/procesos', '/proceso', '/proceso/{ProcesoId}'),
        // Not in the spec's menu groups: the links sit beside the content the agency curates.
        link('Enlaces', '/enlacesGestion'),
        link('Auditoría', '/auditoria'),
      ],
    },
  ];
}

/** A link is shown when its page exists in this build and the user may open it. */
export function canOpen(subject: PermissionSubject | null, href: string, files?: readonly string[]): boolean {
  const keys = PAGE_ROUTES[href];
  if (keys === undefined || !pageExists(href, files)) return false;
  return keys === null || (subject !== null && anyReadOrWrite(subject, keys));
}

/** The management menu for this user: links they may open, groups that keep at least one. */
export function gestionMenu(subject: PermissionSubject | null, terms: Terms = {}, files?: readonly string[]): GestionItem[] {
  const items: GestionItem[] = [];
  for (const item of gestionMenuDefinition(terms)) {
    if (item.kind === 'link') {
      if (canOpen(subject, item.href, files)) items.push(item);
      continue;
    }
    const links = item.links.filter((l) => canOpen(subject, l.href, files));
    if (links.length > 0) items.push({ ...item, links });
  }
  return items;
}

/** The links of a menu in order, groups flattened. */
export function menuLinks(items: readonly GestionItem[]): GestionLink[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item] : item.links));
}

/** Where "Gestión" leads: the management home when allowed, else the first page the user may open. */
export function gestionHome(subject: PermissionSubject | null, files?: readonly string[]): string | null {
  return subject ? (menuLinks(gestionMenu(subject, {}, files))[0]?.href ?? null) : null;
}
