/** Texts of the rule "each side keeps to its own records" (src/domain/permisos/registros.ts). */
export const registrosLado = {
  soloCentro: 'Solo el equipo del centro puede modificar los registros de su autoevaluación',
  soloAgencia:
    'Las fechas de la autoevaluación las fija la agencia: el referente del proyecto o el personal que gestiona proyectos',
  noEnEstaFase: 'Estos registros no admiten cambios en la fase actual',
  fechaPasada: 'La fecha no puede ser anterior a hoy',
} as const;
