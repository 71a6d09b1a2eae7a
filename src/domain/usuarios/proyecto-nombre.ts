// Projects as people recognise them: by code and centre, never by their internal number. Pure,
// so the server (mails, lists) and the browser (badges, pickers) write a project the same way.

/** How a project is written for people: "PRY-2026-0001 · Colegio Río Ebro". */
export const nombreProyecto = (p: { Codigo: string; Centro: string }) => `${p.Codigo} · ${p.Centro}`;
