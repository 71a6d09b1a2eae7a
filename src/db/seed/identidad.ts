// Permission keys, profiles and their permission sets (docs/decisions/0005-profiles-and-permissions.md).

import { type ClavePermiso, PERMISOS as DESCRIPCIONES } from '../../domain/permisos/claves.ts';

export const PERMISOS: Array<{ clave: ClavePermiso; descripcion: string }> = Object.entries(DESCRIPCIONES).map(
  ([clave, descripcion]) => ({ clave: clave as ClavePermiso, descripcion }),
);

type Grant = [clave: ClavePermiso, nivel: 'E' | 'L'];
const all = (nivel: 'E' | 'L', claves: ClavePermiso[]): Grant[] => claves.map((c) => [c, nivel]);

const GESTION: ClavePermiso[] = [
  'PRY_SEGUIMIENTO',
  'MANUALES',
  'GEST_SOLICITUDES',
  'HISTORICO',
  'GEST_FIRMA',
  'GEST_CERT_ACRED',
  'GEST_COMUNIC',
  'ACTUACIONES',
  'GEST_CONSULTAS',
  'GEST_CENTROS',
  'PERSONAS',
  'GEST_PROCESOS',
  'AUDITORIA',
];

/**
 * Profiles. tipoClave is the profile type a user switches between (SOL applicant side,
 * EVA evaluation side, GES agency staff); general=false profiles are held per project.
 */
export const PERFILES: Array<{ clave: string; nombrePublico: string; tipoClave: string; general: boolean; permisos: Grant[] }> = [
  {
    clave: 'REPRE',
    nombrePublico: 'Representante',
    tipoClave: 'SOL',
    general: false,
    permisos: all('E', ['AE', 'AE_APORTACION', 'AE_EQUIPO', 'COMUNIC', 'AE_FIN']),
  },
  {
    clave: 'AUTOEVAL',
    nombrePublico: 'Autoevaluador',
    tipoClave: 'SOL',
    general: false,
    permisos: all('E', ['AE', 'AE_APORTACION', 'COMUNIC']),
  },
  {
    clave: 'JEFE_EVACN',
    nombrePublico: 'Jefe de evaluación',
    tipoClave: 'EVA',
    general: false,
    // GEST_FIRMA: the head of evaluation signs the project's evaluation report (/firmas).
    permisos: all('E', ['AE', 'AE_APORTACION', 'AE_EQUIPO', 'COMUNIC', 'INF_EVAL', 'INF_EVALUACION', 'GEST_FIRMA']),
  },
  {
    clave: 'EVAL',
    nombrePublico: 'Evaluador',
    tipoClave: 'EVA',
    general: false,
    permisos: [...all('E', ['AE', 'AE_APORTACION', 'COMUNIC']), ['INF_EVAL', 'L']],
  },
  {
    clave: 'GEST_SOLIC',
    nombrePublico: 'Responsable administrativo',
    tipoClave: 'GES',
    general: true,
    permisos: [
      ...all('E', ['GEST_SOLICITUDES', 'GEST_CENTROS', 'GEST_CONSULTAS', 'GEST_COMUNIC', 'ACTUACIONES']),
      ...all('L', ['HISTORICO', 'PRY_SEGUIMIENTO', 'GEST_PROCESOS', 'GEST_CERT_ACRED']),
    ],
  },
  {
    clave: 'GEST_PROY',
    nombrePublico: 'Referente del proyecto (tutor)',
    tipoClave: 'GES',
    general: true,
    permisos: [
      ...all('E', ['PRY_SEGUIMIENTO', 'HISTORICO', 'GEST_COMUNIC', 'ACTUACIONES', 'GEST_CONSULTAS']),
      ...all('L', ['GEST_SOLICITUDES', 'GEST_CENTROS', 'INF_EVALUACION', 'GEST_CERT_ACRED', 'MANUALES']),
    ],
  },
  {
    clave: 'ADMIN',
    nombrePublico: 'Administrador de la agencia',
    tipoClave: 'GES',
    general: true,
    permisos: all('E', GESTION),
  },
];

/** Password of every demo account (meets the password policy). Development only. */
export const DEMO_PASSWORD = 'Soludable.2026';

/** One account per role; super administrator via the flag (it holds every permission). */
export const DEMO_USUARIOS: Array<{
  userName: string;
  email: string;
  nombre: string;
  apellido1: string;
  apellido2?: string;
  perfil: string | null;
  esSuperAdmin?: boolean;
  descripcion: string;
}> = [
  {
    userName: 'superadmin',
    email: 'superadmin@soludable.demo',
    nombre: 'Sara',
    apellido1: 'Admin',
    perfil: null,
    esSuperAdmin: true,
    descripcion: 'Super administrador',
  },
  {
    userName: 'admin',
    email: 'admin@soludable.demo',
    nombre: 'Alberto',
    apellido1: 'Agencia',
    apellido2: 'Ruiz',
    perfil: 'ADMIN',
    descripcion: 'Administrador de la agencia',
  },
  {
    userName: 'gestor',
    email: 'gestor@soludable.demo',
    nombre: 'Gema',
    apellido1: 'Solicitudes',
    perfil: 'GEST_SOLIC',
    descripcion: 'Responsable administrativo',
  },
  {
    userName: 'tutor',
    email: 'tutor@soludable.demo',
    nombre: 'Tomás',
    apellido1: 'Referente',
    perfil: 'GEST_PROY',
    descripcion: 'Referente (tutor)',
  },
  {
    userName: 'representante',
    email: 'representante@soludable.demo',
    nombre: 'Rosa',
    apellido1: 'Centro',
    perfil: 'REPRE',
    descripcion: 'Representante del centro',
  },
  {
    userName: 'representante2',
    email: 'representante2@soludable.demo',
    nombre: 'Olga',
    apellido1: 'Norte',
    perfil: 'REPRE',
    descripcion: 'Representante de otro centro',
  },
  {
    userName: 'representante3',
    email: 'representante3@soludable.demo',
    nombre: 'Fermín',
    apellido1: 'Final',
    perfil: 'REPRE',
    descripcion: 'Representante de un centro con la autoevaluación lista para finalizar',
  },
  {
    userName: 'autoevaluador',
    email: 'autoevaluador@soludable.demo',
    nombre: 'Andrés',
    apellido1: 'Equipo',
    perfil: 'AUTOEVAL',
    descripcion: 'Autoevaluador',
  },
  {
    userName: 'jefeevaluacion',
    email: 'jefeevaluacion@soludable.demo',
    nombre: 'Julia',
    apellido1: 'Evaluación',
    perfil: 'JEFE_EVACN',
    descripcion: 'Jefa de evaluación',
  },
  {
    userName: 'evaluador',
    email: 'evaluador@soludable.demo',
    nombre: 'Elena',
    apellido1: 'Evaluadora',
    perfil: 'EVAL',
    descripcion: 'Evaluadora',
  },
];
