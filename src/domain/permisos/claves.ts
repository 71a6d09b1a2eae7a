/**
 * The permission keys of the product, with the description stored in the `permisos` table.
 * `ClavePermiso` is their union: a misspelt key anywhere in the code fails the type check.
 * Who holds which key is data (profiles, seeded from src/db/seed/identidad.ts); what each key
 * opens is src/domain/permisos/politicas.ts.
 */
export const PERMISOS = {
  AE: 'Acceso al área de autoevaluación o evaluación',
  AE_APORTACION: 'Aportar: estándares, evidencias, tareas, calendario y progreso',
  AE_EQUIPO: 'Gestionar el equipo',
  COMUNIC: 'Comunicación del proyecto',
  AE_FIN: 'Finalizar la fase',
  INF_EVAL: 'Resultado e informe de evaluación',
  INF_EVALUACION: 'Plantilla de seguimiento de la evaluación',
  PRY_SEGUIMIENTO: 'Seguimiento de proyectos',
  MANUALES: 'Manuales, bloques, estándares, evidencias, pruebas y formularios',
  GEST_SOLICITUDES: 'Gestión de solicitudes',
  HISTORICO: 'Proyectos e histórico de autoevaluaciones',
  GEST_FIRMA: 'Firma electrónica',
  GEST_CERT_ACRED: 'Certificados y acreditaciones',
  GEST_COMUNIC: 'Mensajes',
  ACTUACIONES: 'Actuaciones',
  GEST_CONSULTAS: 'Consultas',
  GEST_CENTROS: 'Solicitantes (centros)',
  PERSONAS: 'Usuarios, perfiles e invitaciones',
  GEST_PROCESOS: 'Procesos',
  AUDITORIA: 'Auditoría: cambios y accesos denegados',
} as const;

export type ClavePermiso = keyof typeof PERMISOS;

/** A key as it may be written in stored data: the lookup ignores case. */
export type ClaveEscrita = ClavePermiso | Lowercase<ClavePermiso> | Capitalize<Lowercase<ClavePermiso>>;
