/**
 * Preloaded by `scripts/perfil-paginas.ts` into the server it profiles: V8's sampling profiler
 * of this process, started on SIGUSR2 (once the server is up and warm, so start-up and seeding
 * stay out of the profile) and stopped on SIGINT, which writes it to PERFIL_FICHERO
 * (.cpuprofile, the format `node --cpu-prof` writes) and ends the process. SIGUSR1 is Node's own
 * (it opens the inspector), hence SIGUSR2.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
const post = (method, params) => new Promise((ok, ko) => session.post(method, params, (err, res) => (err ? ko(err) : ok(res))));
let activo = false;

process.on('SIGUSR2', async () => {
  if (activo) return;
  activo = true;
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
});

process.on('SIGINT', async () => {
  if (activo) {
    const { profile } = await post('Profiler.stop');
    writeFileSync(process.env.PERFIL_FICHERO ?? 'perfil.cpuprofile', JSON.stringify(profile));
  }
  process.exit(0);
});
