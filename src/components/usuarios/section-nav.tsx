import { invitacionesPagina, usuarios as t } from '../../i18n/usuarios.ts';
import { TabNav } from '../ui/tab-nav.tsx';

/** Tabs between the two screens of user administration (the menu has one entry, Usuarios). */
export function PersonasNav({ current }: { current: 'usuarios' | 'invitaciones' }) {
  return (
    <TabNav
      label="Usuarios e invitaciones"
      current={current}
      tabs={[
        { key: 'usuarios', href: '/usuarios', label: t.titulo },
        { key: 'invitaciones', href: '/invitaciones', label: invitacionesPagina.titulo },
      ]}
    />
  );
}
