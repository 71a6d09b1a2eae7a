import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { instanciaColumn } from './columns.ts';

/**
 * The outbox: every mail is written here first, then sent through Resend
 * when a key is configured. Nothing is lost when sending fails; a scheduled job retries.
 */
export const correos = sqliteTable(
  'correos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    html: text('html').notNull(),
    texto: text('texto').notNull(),
    /** Template key (invitacion, restablecimiento, …) for auditing and tests. */
    plantilla: text('plantilla').notNull(),
    /** PTE waiting, ENV sent, ERR gave up after the retries. */
    estado: text('estado').notNull(),
    intentos: integer('intentos').notNull().default(0),
    ultimoError: text('ultimo_error'),
    proximoIntento: text('proximo_intento'),
    creadoEn: text('creado_en').notNull(),
    enviadoEn: text('enviado_en'),
    idProveedor: text('id_proveedor'),
  },
  (t) => [index('correos_estado_idx').on(t.estado, t.proximoIntento), index('correos_para_idx').on(t.instanciaId, t.para)],
);
