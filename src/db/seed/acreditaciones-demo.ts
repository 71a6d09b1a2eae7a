import { addMonths, addYears, format } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { saveAcreditacion } from '../../domain/acreditaciones/escritura.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { procesos } from '../schema/procesos.ts';
import { proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';

// Demo accreditations in every status, on the demo project at the end of its first cycle
// (FIN-INI, accredited: SOL-2026-D0007): the one in force today, and its history: an expired
// one, a revoked one, a suspended one and one pending publication. All on that one project so
// no other demo project (counted by other tests) is added. Issued as staff issue them, through
// the product's own use case (saveAcreditacion: its checks, verification code, level copied from
// the published evaluation, audit entry), after that project's evaluation was published
// (evaluaciones-resultado-demo.ts). The certificate files are made by the certificate
// generator when the deployment can sign (ficheros-demo.ts); until then none is in the public
// register (ADR 0055). Idempotent by code. Codes ACR-DEMO-*.

const I = SOLUDABLE.id;
const PROYECTO_ACREDITADO_DEMO = 'SOL-2026-D0007';

type Fechas = { pub: string; vig: string; rev?: string; sus?: string };

interface AcreditacionDemo {
  codigo: string;
  estado: 'PRE' | 'VIG' | 'REV' | 'CAD';
  fechas: (hoy: string, meses: number) => Fechas;
}

const mas = (iso: string, meses: number) => format(addMonths(new Date(`${iso}T12:00:00Z`), meses), 'yyyy-MM-dd');
const antes = (iso: string, anos: number) => format(addYears(new Date(`${iso}T12:00:00Z`), -anos), 'yyyy-MM-dd');

export const ACREDITACIONES_DEMO: AcreditacionDemo[] = [
  {
    codigo: 'ACR-DEMO-VIGENTE',
    estado: 'VIG',
    fechas: (hoy, m) => ({ pub: sumarDias(hoy, -30), vig: mas(sumarDias(hoy, -30), m) }),
  },
  { codigo: 'ACR-DEMO-CADUCADA', estado: 'CAD', fechas: (hoy) => ({ pub: antes(hoy, 4), vig: antes(hoy, 1) }) },
  {
    codigo: 'ACR-DEMO-REVOCADA',
    estado: 'REV',
    fechas: (hoy, m) => ({ pub: antes(hoy, 1), vig: mas(antes(hoy, 1), m), rev: sumarDias(hoy, -45) }),
  },
  {
    codigo: 'ACR-DEMO-SUSPENDIDA',
    estado: 'VIG',
    fechas: (hoy, m) => ({ pub: sumarDias(hoy, -200), vig: mas(sumarDias(hoy, -200), m), sus: sumarDias(hoy, -10) }),
  },
  {
    codigo: 'ACR-DEMO-PENDIENTE',
    estado: 'PRE',
    fechas: (hoy, m) => ({ pub: sumarDias(hoy, 15), vig: mas(sumarDias(hoy, 15), m) }),
  },
];

/** Seeds the demo accreditations that are missing; returns how many were added. */
export async function seedDemoAcreditaciones(db: Db, now = new Date()): Promise<number> {
  const [p] = await db
    .select({ id: proyectos.id, meses: procesos.plazoVigenciaAcreditacion })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(and(eq(proyectos.instanciaId, I), eq(solicitudes.referencia, PROYECTO_ACREDITADO_DEMO)));
  if (!p) throw new Error(`seedDemoAcreditaciones: the demo project of ${PROYECTO_ACREDITADO_DEMO} is missing`);
  const ctx = await contextoDemo(db, now);
  if (!ctx) throw new Error('seedDemoAcreditaciones: the demo accounts are missing');
  const tienen = new Set(
    (await db.select({ codigo: acreditaciones.codigo }).from(acreditaciones).where(eq(acreditaciones.instanciaId, I))).map(
      (a) => a.codigo,
    ),
  );
  const hoy = todayIso(now);
  let added = 0;
  for (const def of ACREDITACIONES_DEMO) {
    if (tienen.has(def.codigo)) continue;
    const f = def.fechas(hoy, p.meses ?? 36);
    await saveAcreditacion(ctx, {
      proyectoId: p.id,
      codigo: def.codigo,
      fechaPublicacion: f.pub,
      fechaVigencia: f.vig,
      fechaRevocacion: f.rev,
      fechaSuspension: f.sus,
      estado: def.estado,
    });
    added++;
  }
  return added;
}
