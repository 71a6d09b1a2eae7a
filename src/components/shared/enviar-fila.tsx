import { Button } from '../ui/button.tsx';

/**
 * A form's submit button in a row of its own (`className` places the row in the form's grid),
 * disabled and saying so while the form is being sent.
 */
export function EnviarFila(props: { busy: boolean; texto: string; enviando: string; className?: string }) {
  return (
    <div className={props.className}>
      <Button type="submit" disabled={props.busy}>
        {props.busy ? props.enviando : props.texto}
      </Button>
    </div>
  );
}
