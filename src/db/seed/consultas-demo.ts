import { and, eq } from 'drizzle-orm';
import { saveEtiqueta } from '../../domain/catalogo/etiquetas.ts';
import { createObservacionConsulta, reasignarEtiquetasConsulta } from '../../domain/consultas/edicion.ts';
import { saveConsulta } from '../../domain/consultas/guardar.ts';
import { getMarcaContacto } from '../../domain/consultas/marca.ts';
import type { ConsultaAltaInput } from '../../domain/consultas/schema.ts';
import type { Actor, DomainContext } from '../../domain/context.ts';
import { todayIso } from '../../domain/shared/fechas.ts';
import { consultas } from '../schema/consultas.ts';
import { etiquetas, usuarios } from '../schema/identidad.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';

// Demo enquiries in both statuses, so /consultas, its filters and the enquiry page show each
// case: pending ones (one with a responsible, one through the contact form still unanswered),
// resolved ones with the answer mailed, tags of type CON and observations. Every step goes
// through the product's own functions (the form's checks, the answer's mail, the audit).
// Idempotent: skipped when the instance has enquiries already.

const DIA = 24 * 60 * 60 * 1000;

const ETIQUETAS_CON = [
  { nombre: 'Requisitos', color: '#0f766e' },
  { nombre: 'Plazos', color: '#b45309' },
  { nombre: 'Prensa', color: '#7c3aed' },
];

interface ConsultaDemo {
  dias: number;
  datos: Omit<ConsultaAltaInput, 'origen' | 'aceptaPrivacidad' | 'sitioWeb' | 'marca'>;
  /** Through the contact form, or recorded by staff as arriving another way. */
  origen: ConsultaAltaInput['origen'];
  etiquetas: string[];
  observaciones: string[];
  responsable?: string;
  /** Days after arrival it was answered, and the answer. */
  respuesta?: { dias: number; texto: string };
}

const DEMO: ConsultaDemo[] = [
  {
    dias: 12,
    origen: 'contacto',
    datos: {
      nombre: 'Elena Castro Ríos',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678Z',
      direccionEmail: 'elena.castro@example.es',
      telefono: '612345678',
      texto: '¿Puede solicitar el sello un centro de educación infantil que solo abre por las mañanas?',
    },
    etiquetas: ['Requisitos'],
    observaciones: ['Consultado con la dirección técnica: el horario no excluye a ningún centro.'],
    responsable: 'gestor',
    respuesta: {
      dias: 2,
      texto:
        'Sí. El sello está abierto a todos los centros educativos, con independencia de su horario.\nPuede presentar la solicitud desde la página Solicitud.',
    },
  },
  {
    dias: 6,
    origen: 'telefono',
    datos: {
      nombre: 'Jorge Medina Luque',
      tipoDocumentoIdentidadClave: 'NIE',
      documentoIdentidad: 'X1234567L',
      direccionEmail: 'jorge.medina@example.es',
      telefono: '958123456',
      texto: 'Llamó para saber hasta cuándo está abierta la convocatoria de este año.',
    },
    etiquetas: ['Plazos'],
    observaciones: [],
    responsable: 'tutor',
    respuesta: { dias: 1, texto: 'La convocatoria está abierta hasta la fecha de cierre que figura en Procesos abiertos.' },
  },
  {
    dias: 3,
    origen: 'contacto',
    datos: {
      nombre: 'Marta Vidal Serrano',
      tipoDocumentoIdentidadClave: 'PAS',
      documentoIdentidad: 'ABC123456',
      direccionEmail: 'marta.vidal@example.es',
      telefono: '698765432',
      texto: 'Soy periodista y preparo un reportaje sobre fotoprotección en los colegios. ¿Podrían atenderme?',
    },
    etiquetas: ['Prensa'],
    observaciones: ['Pasar a comunicación.', 'Pide respuesta antes del viernes.'],
    responsable: 'tutor',
  },
  {
    dias: 1,
    origen: 'contacto',
    datos: {
      nombre: 'Luis Ortega Gil',
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '87654321X',
      direccionEmail: 'luis.ortega@example.es',
      telefono: '722334455',
      texto: '¿Qué documentos hay que adjuntar a la solicitud?',
    },
    etiquetas: ['Requisitos'],
    observaciones: [],
  },
];

const enDia = (ctx: DomainContext & { actor: Actor }, instante: Date) => ({ ...ctx, clock: { now: () => instante } });

export async function seedDemoConsultas(db: Db, now = new Date()) {
  const base = await contextoDemo(db, now);
  if (!base) return;
  if ((await db.$count(consultas, eq(consultas.instanciaId, SOLUDABLE.id))) > 0) return;
  const tags = new Map<string, number>();
  for (const e of ETIQUETAS_CON) {
    const [existente] = await db
      .select({ id: etiquetas.id })
      .from(etiquetas)
      .where(and(eq(etiquetas.instanciaId, SOLUDABLE.id), eq(etiquetas.tipoClave, 'CON'), eq(etiquetas.nombre, e.nombre)));
    tags.set(e.nombre, existente?.id ?? (await saveEtiqueta(base, { ...e, tipoClave: 'CON' })).id);
  }
  const idDe = async (userName: string) =>
    (await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, userName)))[0]?.id ?? null;
  for (const c of DEMO) {
    const llegada = new Date(now.getTime() - c.dias * DIA);
    const ctx = enDia(base, llegada);
    // The contact form's ones carry the stamp of a form shown a few minutes before.
    const formulario =
      c.origen === 'contacto'
        ? { aceptaPrivacidad: true, marca: await getMarcaContacto(enDia(base, new Date(llegada.getTime() - 5 * 60 * 1000))) }
        : { origen: c.origen };
    const { Id } = await saveConsulta(ctx, { ...c.datos, ...formulario }, { direccion: 'demo' });
    await reasignarEtiquetasConsulta(
      ctx,
      Id,
      c.etiquetas.map((n) => tags.get(n) as number),
    );
    for (const o of c.observaciones) await createObservacionConsulta(ctx, Id, { observacion: o });
    const responsable = c.responsable ? await idDe(c.responsable) : null;
    if (!responsable && !c.respuesta) continue;
    const cuando = c.respuesta ? new Date(llegada.getTime() + c.respuesta.dias * DIA) : llegada;
    await saveConsulta(enDia(base, cuando), Id, {
      ...c.datos,
      estadoClave: c.respuesta ? 'resuelta' : 'pendiente',
      fechaResolucion: c.respuesta ? todayIso(cuando) : null,
      respuesta: c.respuesta?.texto ?? null,
      usuarioResponsableId: responsable,
    });
  }
}
