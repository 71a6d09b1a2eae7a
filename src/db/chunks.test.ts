import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertChunks, MAX_BOUND_PARAMETERS } from './chunks.ts';
import { autoevaluacionEvidencias, municipios } from './schema/index.ts';

describe('insertChunks', () => {
  it('keeps every slice under D1’s bound-parameter limit and loses no row', () => {
    for (const table of [municipios, autoevaluacionEvidencias]) {
      const columns = Object.keys(getTableColumns(table)).length;
      const rows = Array.from({ length: 1234 }, (_, i) => ({ i }));
      const chunks = insertChunks(table, rows);
      for (const chunk of chunks) expect(chunk.length * columns).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
      expect(chunks.flat()).toEqual(rows);
    }
  });

  it('gives nothing to insert for no rows', () => {
    expect(insertChunks(municipios, [])).toEqual([]);
  });
});
