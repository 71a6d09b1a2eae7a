/** dd/mm/yyyy of an ISO date or date-time (how the spec shows dates); `vacio` for none or a malformed value. */
export function fechaEs(iso: string | null | undefined, vacio = '—'): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : vacio;
}
