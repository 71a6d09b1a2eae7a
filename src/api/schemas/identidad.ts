import { z } from '@hono/zod-openapi';
import { withoutControlCharacters } from '../../domain/validation/zod.ts';
import { validacion } from '../../i18n/validacion.ts';

/** A required string with the spec's message when missing or empty; never trimmed (passwords). */
export const requiredString = (max: number) =>
  withoutControlCharacters(
    z
      .string({ error: validacion.required })
      .min(1, { error: validacion.required })
      .max(max, { error: validacion.maxLength(max) }),
  );

export const PermisoSchema = z.object({ clave: z.string(), escritura: z.boolean() }).openapi('Permiso');

/** The spec's session claims, sent with every new token. */
export const SessionClaimsSchema = z.object({
  UsuarioId: z.number().int(),
  TipoPerfil: z.string().nullable(),
  EsSuperAdmin: z.boolean(),
  PermisosGenerales: z.array(PermisoSchema),
  Permisos: z.array(PermisoSchema),
  TiposPerfil: z.array(z.string()),
  NombreCompleto: z.string(),
});

export const TokensSchema = z.object({
  token: z.string().openapi({ description: 'Token de sesión (también en la cookie sesion)' }),
  tokenRefresco: z.string().openapi({ description: 'Token para POST login/refrescar' }),
  expiraEn: z.string().openapi({ description: 'Caducidad de la sesión (ISO 8601)', example: '2026-01-08T10:00:00.000Z' }),
});

export const MessageSchema = z.object({ message: z.string() }).openapi('Mensaje');

export const YoSchema = z
  .object({
    Id: z.number().int(),
    UserName: z.string(),
    Email: z.string(),
    Nombre: z.string(),
    Apellido1: z.string(),
    Apellido2: z.string().nullable(),
    NombreCompleto: z.string(),
    Telefono: z.string().nullable(),
    TipoDocumentoIdentidadClave: z.string(),
    DocumentoIdentidad: z.string().nullable(),
    SexoId: z.number().int().nullable(),
    FicheroAvatarId: z.number().int().nullable(),
    TipoPerfil: z.string().nullable(),
    TiposPerfil: z.array(z.string()),
    EsSuperAdmin: z.boolean(),
    PermisosGenerales: z.array(PermisoSchema),
    Permisos: z.array(PermisoSchema),
    Perfiles: z.array(
      z.object({
        Id: z.number().int(),
        NombrePublico: z.string(),
        Clave: z.string(),
        TipoClave: z.string(),
        Proyecto: z.object({ Id: z.number().int() }).nullable(),
      }),
    ),
  })
  .openapi('Yo');
