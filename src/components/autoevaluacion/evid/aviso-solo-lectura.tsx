import { evidenciasUi } from '../../../i18n/autoevaluacion-evid.ts';
import { FormMessage } from '../../ui/form-controls.tsx';

/** Why the evidences of the self-assessment take no changes (`motivo`), when they do not. */
export function AvisoSoloLectura({ motivo }: { motivo: string | null }) {
  if (!motivo) return null;
  return (
    <FormMessage kind="info">
      <strong>{evidenciasUi.soloLectura}:</strong> {motivo}
    </FormMessage>
  );
}
