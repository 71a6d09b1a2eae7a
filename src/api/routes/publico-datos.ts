import { createRoute } from '@hono/zod-openapi';
import { FORMATOS, type FormatoDatos, getDatosAbiertos } from '../../domain/acreditaciones/datos-abiertos/descargas.ts';
import { configFrom } from '../../platform/config.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Datos abiertos';

/**
 * The register as open data (CC BY 4.0), for anyone. Each reply carries an ETag (a repeated
 * download answers 304), Last-Modified (when these data were read) and five minutes in shared
 * caches; the anonymous reply is kept in memory under the register's change stamp and the day
 * (publicCache), as the register's own replies are (docs/decisions/0062-verificacion-y-datos-abiertos.md).
 */
export const publicoDatosRoutes = createRouter();

publicoDatosRoutes.use('/publico/datos/*', publicCache({ sello: 'acreditaciones', porDia: true }));

const RESUMEN: Record<FormatoDatos, string> = {
  csv: 'Acreditaciones vigentes hoy, en CSV (cabecera con nombres de columna estables)',
  json: 'Acreditaciones vigentes hoy, en JSON, con licencia, fuente y fecha de los datos',
  atom: 'Canal Atom de las nuevas acreditaciones',
  dcat: 'Metadatos DCAT-AP-ES (RDF/XML) del registro, para el catálogo nacional de datos abiertos',
};

for (const formato of Object.keys(FORMATOS) as FormatoDatos[]) {
  const { tipo, fichero } = FORMATOS[formato];
  publicoDatosRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/publico/datos/${fichero}`,
      tags: [TAG],
      summary: RESUMEN[formato],
      description: 'Público. Licencia CC BY 4.0. Con ETag, Last-Modified y Cache-Control.',
      responses: {
        200: { description: RESUMEN[formato], content: { [tipo.split(';')[0] as string]: { schema: { type: 'string' } } } },
        304: { description: 'Sin cambios desde la versión que el cliente ya tiene (If-None-Match)' },
      },
    }),
    async (c) => {
      const ctx = domainContext(c);
      const d = await getDatosAbiertos(ctx, formato, {
        origen: publicOrigin(c.env),
        publicador: configFrom(c.env, 'DATOS_PUBLICADOR')?.trim() || null,
      });
      return c.body(d.cuerpo, 200, {
        'Content-Type': tipo,
        'Last-Modified': new Date(ctx.clock.now()).toUTCString(),
        'Cache-Control': 'public, max-age=300',
        Link: '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
        ...(formato === 'csv' || formato === 'json' ? { 'Content-Disposition': `inline; filename="${fichero}"` } : {}),
      });
    },
  );
}
