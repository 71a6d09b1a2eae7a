/**
 * Preload for measuring a running server's garbage (ADR 0032):
 *   node --import ./scripts/lib/typescript.mjs --import ./scripts/lib/asignaciones-servidor.ts scripts/start.ts
 * Each SIGUSR2 prints to stderr what the server allocated and collected since the previous one
 * (`kill -USR2 <pid>` before and after a load of N calls: bytes per call = bytes / N).
 */
import { contadorAsignaciones } from './asignaciones.ts';

const leer = contadorAsignaciones();
process.on('SIGUSR2', () => {
  const l = leer();
  console.error(
    `[asignaciones] bytes=${l.bytes} scavenges=${l.scavenges} completas=${l.completas} promovidos=${l.promovidos} msScavenges=${l.msScavenges.toFixed(1)}`,
  );
});
