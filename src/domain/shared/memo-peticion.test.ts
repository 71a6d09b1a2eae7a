import { describe, expect, it } from 'vitest';
import { MemoPeticion } from './memo-peticion.ts';

describe('MemoPeticion: what a request worked out', () => {
  it('loads a key once per request, and again after a write', async () => {
    const memo = new MemoPeticion();
    let cargas = 0;
    const cargar = async () => ++cargas;
    expect(await memo.de('capacidades:7', cargar)).toBe(1);
    expect(await memo.de('capacidades:7', cargar)).toBe(1);
    memo.olvidar({ personas: false });
    expect(await memo.de('capacidades:7', cargar)).toBe(2);
  });

  it("keeps people's standing across writes of other entities, not across writes of people", async () => {
    const memo = new MemoPeticion();
    let cargas = 0;
    const cargar = async () => ++cargas;
    await memo.de('personas:1', cargar);
    memo.olvidar({ personas: false });
    expect(await memo.de('personas:1', cargar)).toBe(1);
    memo.olvidar({ personas: true });
    expect(await memo.de('personas:1', cargar)).toBe(2);
  });
});
