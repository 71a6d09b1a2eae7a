import { ClipboardList } from 'lucide-react';
import { Link } from 'waku';
import { MessagePage } from '../../../components/page/message-page.tsx';
import { respuestas } from '../../../i18n/paginas.ts';
import { guardPage } from '../../../platform/page-auth.ts';

/**
 * The self-assessment entry, where sign-in sends self-assessment users.
 * The spec opens the user's one self-assessment, or says "Actualmente no tiene acceso a
 * ninguna autoevaluación" and ends the session. Self-assessments arrive with their own
 * issue; until then nobody has one, and ending the session here would sign every applicant
 * out right after signing in, so the page says so and keeps the session. The
 * self-assessment issue adds the lookup, the redirect and the sign-out.
 */
export default async function AutoevaluacionEntrada({ path }: { path: string }) {
  await guardPage(path);
  return (
    <MessagePage
      title="Autoevaluación"
      heading="Autoevaluación"
      icon={<ClipboardList aria-hidden="true" className="h-12 w-12" />}
    >
      <p>{respuestas['sin-autoevaluacion']}</p>
      <p className="mt-3">
        <Link to="/perfil" className="font-semibold text-slate-900 underline">
          Ver mi perfil
        </Link>
      </p>
    </MessagePage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
