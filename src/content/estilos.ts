/** Typography shared by the information texts, so every page reads alike. */
export const estilos = {
  h2: 'mt-10 mb-4 text-2xl font-semibold text-slate-900',
  h3: 'mt-6 mb-2 text-xl font-semibold text-slate-900',
  p: 'mb-4 leading-relaxed text-slate-700',
  ul: 'mb-4 list-disc space-y-2 pl-6 text-slate-700',
  table: 'w-full border-collapse text-left text-sm text-slate-700',
  caption: 'mb-2 text-left text-base font-semibold text-slate-900',
  th: 'border-b-2 border-brand bg-brand-soft px-3 py-2 font-semibold text-slate-900',
  td: 'border-b border-slate-200 px-3 py-2 align-top',
  enlace: 'font-medium text-slate-900 underline underline-offset-2',
} as const;
