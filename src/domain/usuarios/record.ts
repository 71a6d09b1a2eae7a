import { errores } from '../../i18n/errores.ts';
import { AppError } from '../errors.ts';

export interface EtiquetaRef {
  Id: number;
  Nombre: string;
  Color: string;
}

export interface PerfilRef {
  Id: number;
  NombrePublico: string;
  Clave: string;
  /** Null when the profile is held for the whole system; people read its code and centre, never its Id. */
  Proyecto: { Id: number; Codigo: string; Centro: string } | null;
}

interface AuditEntry {
  Fecha: string;
  Id: number | null;
  Nombre: string | null;
}

/** A user as the API returns it, plus the form's own fields. */
export interface UsuarioRecord {
  Id: number;
  Nombre: string;
  Apellido1: string;
  Apellido2: string | null;
  NombreCompleto: string;
  TipoDocumentoIdentidadClave: string;
  DocumentoIdentidad: string | null;
  Email: string;
  UserName: string;
  Activo: boolean;
  EsPersona: boolean;
  EsSuperAdmin: boolean;
  Sexo: { Id: number; Nombre: string } | null;
  Telefono: string | null;
  ProvinciaId: number | null;
  Etiquetas: EtiquetaRef[];
  Perfiles: PerfilRef[];
  FicheroAvatarId: number | null;
  Auditoria: { Alta: AuditEntry; Modificacion: AuditEntry | null };
}

export type UsuarioField = keyof UsuarioRecord;

export const USUARIO_FIELDS: readonly UsuarioField[] = [
  'Id',
  'Nombre',
  'Apellido1',
  'Apellido2',
  'NombreCompleto',
  'TipoDocumentoIdentidadClave',
  'DocumentoIdentidad',
  'Email',
  'UserName',
  'Activo',
  'EsPersona',
  'EsSuperAdmin',
  'Sexo',
  'Telefono',
  'ProvinciaId',
  'Etiquetas',
  'Perfiles',
  'FicheroAvatarId',
  'Auditoria',
];

/** `campos` resolved case-insensitively against the record (400 for an unknown name). */
export function resolveCampos(campos: string[] | undefined): UsuarioField[] {
  if (!campos || campos.length === 0) return [...USUARIO_FIELDS];
  return campos.map((c) => {
    const found = USUARIO_FIELDS.find((f) => f.toLowerCase() === c.toLowerCase());
    if (!found) throw new AppError(400, errores.campoDesconocido(c), { campos: [errores.campoDesconocido(c)] });
    return found;
  });
}
