import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { ficheros } from '../../db/schema/ficheros.ts';
import { centros, solicitudes } from '../../db/schema/solicitudes.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, Entrada, nuevoEn, type Paso } from '../auditoria/registro.ts';
import { AppError } from '../errors.ts';
import type { FicherosContext } from '../ficheros/ficheros.ts';
import { deleteObjects, type FicheroEntrante, type Validado } from '../ficheros/subida.ts';
import { tratamientosPorSexo } from '../lookups/catalogos.ts';
import { SOLICITUDES } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { esGuardia } from '../shared/guardia.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { newStorageKey } from '../shared/storage.ts';
import { cargarProcesoAbierto, type ProcesoAlta, type TipoAlta, validateAlta } from './alta-checks.ts';
import { correoRegistrada } from './alta-correo.ts';
import { CAMPOS_PERSONAL, type SolicitudAltaInput, solicitudAltaBody, solicitudAltaPublicaBody } from './alta-schema.ts';
import { avisosDe, insertPersona } from './personas.ts';
import { pasosReferencia, type Referencia, siguienteReferencia } from './referencia.ts';
import { nicaTexto } from './schema.ts';

// POST /solicitudes: a centre applies to an open process (the public wizard) or staff register
// a request for it (solicitud/alta). Everything is checked first; then the files' bytes are
// stored, and one db.batch writes the centre, the request, its people, its file rows and the
// acknowledgement mails, so there is never a request without its files or its mail. A failed
// batch removes the stored bytes.

/** How many times a clash on the reference number (two requests at the same moment) is retried. */
const REINTENTOS = 5;

type Fichero = Validado & { tipo: TipoAlta };

interface Plan {
  input: SolicitudAltaInput;
  proceso: ProcesoAlta;
  esPersonal: boolean;
  centroExistente: number | null;
  /** The name the centre is registered under: the `solicitante` sent as text, else the request's name. */
  nombreCentro: string;
  /** Whether the people get the acknowledgement: always from the wizard, with `notificar` from staff. */
  notificar: boolean;
  ficheros: Array<Fichero & { clave: string }>;
  /** Treatment per sexo, for the acknowledgement's greeting. */
  tratamientos: Map<number, string>;
}

/** The centre of this CIF in the instance (the latest, should there be several). */
async function centroPorCif(ctx: FicherosContext, cif: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: centros.id })
    .from(centros)
    .where(and(eq(centros.instanciaId, ctx.instancia.id), sql`upper(${centros.cif}) = ${cif.toUpperCase()}`))
    .orderBy(desc(centros.id))
    .limit(1);
  return row?.id ?? null;
}

/** The statements of the whole write, for one reference number, and where the request's insert is among them. */
function statements(ctx: FicherosContext, plan: Plan, ref: Referencia): { items: Paso[]; indiceSolicitud: number } {
  const { input, proceso } = plan;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const I = ctx.instancia.id;
  const personas = input.perfiles ?? [];
  const primera = personas[0];
  // Anonymous applicants sign the audit with the name they gave (the first person's).
  const alta = ctx.actor
    ? { altaFecha: nowIso, altaUsuarioId: ctx.actor.usuarioId, altaUsuarioNombre: ctx.actor.nombre }
    : { altaFecha: nowIso, altaUsuarioId: null, altaUsuarioNombre: primera ? `${primera.nombre} ${primera.apellido1}` : null };
  const datosCentro = {
    nombre: input.nombre,
    direccion: input.direccion,
    codigoPostal: input.codigoPostal,
    provinciaId: input.provinciaId,
    municipioId: input.municipioId,
    localidadId: input.localidadId ?? null,
  };
  const referencia = ref.texto;
  // The reference is recorded as issued first: a clash aborts the batch before anything else.
  const out: Paso[] = [...pasosReferencia(ctx.db, I, ref)];
  let centroId: number | SQL;
  if (plan.centroExistente !== null) {
    centroId = plan.centroExistente;
    // Only staff refresh the centre's record: an anonymous visitor who knows a CIF must not
    // rewrite a registered centre's address (the request keeps what was sent as its snapshot).
    if (plan.esPersonal)
      out.push(
        ctx.db
          .update(centros)
          .set({
            ...datosCentro,
            nombre: plan.nombreCentro,
            modificacionFecha: nowIso,
            modificacionUsuarioId: alta.altaUsuarioId,
            modificacionUsuarioNombre: alta.altaUsuarioNombre,
          })
          .where(eq(centros.id, plan.centroExistente)),
        auditar({
          accion: 'MODIFICAR',
          entidad: 'centro',
          entidadId: plan.centroExistente,
          cambios: cambiosDe(null, { ...datosCentro, nombre: plan.nombreCentro }),
        }),
      );
  } else {
    const centro = { ...datosCentro, nombre: plan.nombreCentro };
    out.push(ctx.db.insert(centros).values({ instanciaId: I, cif: input.cif, ...centro, ...alta }));
    out.push(
      auditar({
        accion: 'CREAR',
        entidad: 'centro',
        entidadId: nuevoEn(centros),
        cambios: cambiosDe(null, { cif: input.cif, ...centro }),
      }),
    );
    // The centre just inserted in this batch: the newest one with this CIF.
    centroId = sql`(select max(id) from centros where instancia_id = ${I} and cif = ${input.cif})`;
  }
  // Results come back for statements only (commit leaves the entries out).
  const indiceSolicitud = out.filter((p) => !(p instanceof Entrada)).length;
  out.push(
    ctx.db
      .insert(solicitudes)
      .values({
        instanciaId: I,
        referencia,
        procesoId: proceso.id,
        centroId,
        estadoClave: 'PTE',
        ambitoId: input.ambitoId,
        cif: input.cif,
        ...datosCentro,
        fechaInicio: input.fechaInicio,
        matricula: input.matricula,
        observaciones: input.observaciones ?? null,
        nica: nicaTexto(input.nica),
        demo: plan.esPersonal ? (input.demo ?? false) : false,
        usuarioTutorId: plan.esPersonal ? (input.usuarioTutorId ?? null) : null,
        usuarioAdministrativoId: plan.esPersonal ? (input.usuarioAdministrativoId ?? null) : null,
        ...alta,
      })
      .returning({ id: solicitudes.id }),
  );
  // The unique (instancia, referencia) makes the reference the new request's handle in this batch.
  const solicitudId = sql`(select id from solicitudes where instancia_id = ${I} and referencia = ${referencia})`;
  for (const p of personas) out.push(insertPersona(ctx, solicitudId, p));
  for (const f of plan.ficheros) {
    out.push(
      ctx.db.insert(ficheros).values({
        instanciaId: I,
        nombreFisico: f.nombre,
        claveAlmacen: f.clave,
        tipoContenido: f.mime,
        bytes: f.bytes.byteLength,
        tipoClave: f.tipoClave,
        solicitudId,
        descripcion: f.descripcion,
        ...alta,
      }),
    );
  }
  const documentos = plan.ficheros.map((f) => `${f.tipo.nombre}: ${f.nombre}`);
  for (const aviso of plan.notificar ? avisosDe(personas) : []) {
    out.push(
      mailInsert(ctx.db, {
        instanciaId: I,
        para: aviso.email,
        plantilla: 'solicitud-registrada',
        contenido: correoRegistrada({
          referencia,
          centro: input.nombre,
          proceso: proceso.nombre,
          destinatario: { email: aviso.email, nombre: aviso.nombre, tratamiento: plan.tratamientos.get(aviso.sexoId) },
          documentos,
        }),
        clock: ctx.clock,
      }),
    );
  }
  return { items: out, indiceSolicitud };
}

/** Stores the bytes of every file; on a failure removes those already stored and rethrows. */
async function guardarBytes(ctx: FicherosContext, validos: Fichero[]): Promise<Plan['ficheros']> {
  const guardados: Plan['ficheros'] = [];
  try {
    for (const f of validos) {
      const clave = newStorageKey();
      guardados.push({ ...f, clave });
      await ctx.storage.put(clave, f.bytes, f.mime);
    }
  } catch (err) {
    await deleteObjects(
      ctx,
      guardados.map((f) => f.clave),
    );
    throw err;
  }
  return guardados;
}

/**
 * POST /solicitudes: a new pending request with its people and files, under the next
 * reference number of the year, and its acknowledgement mail to every person with an e-mail.
 * `payload` is the JSON payload as sent (checked here), `ficheros` the files of the multipart.
 */
export async function saveSolicitudAlta(
  ctx: FicherosContext,
  opts: { payload: unknown; ficheros: FicheroEntrante[] },
): Promise<{ Id: number; Referencia: string }> {
  const esPersonal = puede(ctx.actor, SOLICITUDES.escribe);
  // Only the public wizard asks for the conditions; staff register on the centre's behalf.
  const input = (esPersonal ? solicitudAltaBody : solicitudAltaPublicaBody).parse(opts.payload);
  // Staff fields without a session: staff whose session expired while filling in /solicitud/alta.
  // Asking them to sign in (401) says more than "Campo no permitido" on fields they were shown.
  if (!ctx.actor && CAMPOS_PERSONAL.some((campo) => input[campo] != null)) {
    throw new AppError(401, errores.noAutenticado);
  }
  const proceso = await cargarProcesoAbierto(ctx, input.procesoId);
  const { ficheros: validos, solicitante } = await validateAlta(ctx, { input, proceso, esPersonal, ficheros: opts.ficheros });
  const centroExistente = solicitante.centroId ?? (await centroPorCif(ctx, input.cif));

  const tratamientos = await tratamientosPorSexo(ctx.db);
  const guardados = await guardarBytes(ctx, validos);
  const plan: Plan = {
    input,
    proceso,
    esPersonal,
    centroExistente,
    nombreCentro: solicitante.nombre ?? input.nombre,
    notificar: !esPersonal || input.notificar === true,
    ficheros: guardados,
    tratamientos,
  };
  try {
    for (let intento = 0; ; intento++) {
      const ref = await siguienteReferencia(ctx.db, ctx.instancia.id, todayIso(ctx.clock.now()));
      try {
        const [id] = await insertar(ctx, plan, ref);
        return { Id: id, Referencia: ref.texto };
      } catch (err) {
        // Another request took the number (the counter's guard) or holds the reference (the unique index).
        if (intento >= REINTENTOS || !(esGuardia(err) || isUniqueViolation(err))) throw err;
      }
    }
  } catch (err) {
    await deleteObjects(
      ctx,
      guardados.map((f) => f.clave),
    );
    throw err;
  }
}

/** Runs the batch; the id of the new request (from its insert's returning). */
async function insertar(ctx: FicherosContext, plan: Plan, ref: Referencia): Promise<[number]> {
  const { items, indiceSolicitud } = statements(ctx, plan, ref);
  const results = await commit(ctx, [
    ...items,
    auditar({
      accion: 'CREAR',
      entidad: 'solicitud',
      entidadId: nuevoEn(solicitudes),
      cambios: [{ Campo: 'Referencia', Antes: null, Despues: ref.texto }],
    }),
  ]);
  const [row] = results[indiceSolicitud] as Array<{ id: number }>;
  if (!row) throw new Error('La inserción de la solicitud no devolvió su id');
  return [row.id];
}
