import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { instanciaColumn } from './columns.ts';
import { usuarios } from './identidad.ts';

// ---- Planning: the private calendar feed (ICS) --------------------------------
// One secret URL per user that a calendar program subscribes to without a session. Only the
// SHA-256 of the token is stored (like sessions and invitations); generating a new one
// replaces the row, so the old URL stops working at once.

export const calendarioTokens = sqliteTable(
  'calendario_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    creadoEn: text('creado_en').notNull(),
  },
  (t) => [
    uniqueIndex('calendario_tokens_hash_uq').on(t.tokenHash),
    uniqueIndex('calendario_tokens_usuario_uq').on(t.instanciaId, t.usuarioId),
    index('calendario_tokens_usuario_idx').on(t.usuarioId),
  ],
);
