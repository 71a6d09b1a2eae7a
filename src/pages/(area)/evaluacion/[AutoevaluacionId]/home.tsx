import { redirectToAreaHome } from '../../../../platform/page-area-home.ts';
import { guardPage } from '../../../../platform/page-auth.ts';

/** `/evaluacion/{AutoevaluacionId}/home` (AE): the spec's name for the area's home, which it moves to. */
export default async function EvaluacionHome(props: { path: string; query?: string; AutoevaluacionId: string }) {
  await guardPage(props.path, props.query);
  redirectToAreaHome('evaluacion', props.AutoevaluacionId, props.query);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
