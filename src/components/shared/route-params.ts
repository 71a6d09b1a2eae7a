/** A record id from a route segment: a positive whole number, or 0 (which no row has) for anything else. */
export const idDe = (segment: string | undefined): number => (segment && /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : 0);
