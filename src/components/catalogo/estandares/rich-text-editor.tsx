'use client';

import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { safeHref } from '../../../domain/catalogo/html-url.ts';
import { catalogoEstandares } from '../../../i18n/catalogo-estandares.ts';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';

const t = catalogoEstandares.editor;

/**
 * Rich text with Tiptap (StarterKit: paragraphs, headings 2–4, bold, italic, underline,
 * strike, lists, quotes, code, links). The toolbar is a labelled toolbar of toggle buttons
 * (aria-pressed); the editable area is a labelled multi-line textbox. Whatever it produces,
 * the server sanitises it again (src/domain/catalogo/html.ts) before storing.
 */
export function RichTextEditor(props: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  errors?: readonly string[];
  optional?: boolean;
  disabled?: boolean;
}) {
  const labelId = `${props.id}-label`;
  const editor = useEditor({
    // Server rendering has no DOM: the editor appears once hydrated.
    immediatelyRender: false,
    editable: !props.disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // Same rule as the server: only http, https and mailto survive.
          isAllowedUri: (url) => safeHref(url) !== null,
        },
      }),
    ],
    content: props.value,
    editorProps: {
      attributes: {
        id: props.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(props.errors?.length ? { 'aria-invalid': 'true', 'aria-describedby': `${props.id}-error` } : {}),
        class:
          // No typography plugin here: the few elements StarterKit writes are styled one by one.
          'min-h-40 max-w-none rounded-b-md border border-t-0 border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
          '[&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-xl ' +
          '[&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 ' +
          '[&_pre]:bg-slate-100 [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-6 ' +
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2',
      },
    },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-slate-900">
        {props.label}
        {props.optional ? <span className="font-normal text-slate-700"> (opcional)</span> : null}
      </span>
      {editor ? <Toolbar editor={editor} controls={props.id} disabled={props.disabled} /> : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="min-h-40 rounded-md border border-slate-300 bg-slate-50" aria-hidden="true" />
      )}
      <FieldErrors id={props.id} errors={props.errors} />
    </div>
  );
}

/** An icon button of the toolbar, named by its label (also its tooltip); `pressed` for toggles. */
function ToolButton(props: {
  label: string;
  Icon: LucideIcon;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
}) {
  const { label, Icon } = props;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="aria-pressed:bg-slate-200 aria-pressed:text-slate-900"
      aria-label={label}
      title={label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}

function Toolbar({ editor, controls, disabled }: { editor: Editor; controls: string; disabled?: boolean }) {
  const linkId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles: Array<[label: string, Icon: LucideIcon, active: boolean, run: () => void]> = [
    [t.negrita, Bold, state.bold, () => chain().toggleBold().run()],
    [t.cursiva, Italic, state.italic, () => chain().toggleItalic().run()],
    [t.subrayado, Underline, state.underline, () => chain().toggleUnderline().run()],
    [t.tachado, Strikethrough, state.strike, () => chain().toggleStrike().run()],
    [t.titulo2, Heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run()],
    [t.titulo3, Heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run()],
    [t.listaVinetas, List, state.bullet, () => chain().toggleBulletList().run()],
    [t.listaNumerada, ListOrdered, state.ordered, () => chain().toggleOrderedList().run()],
    [t.cita, Quote, state.quote, () => chain().toggleBlockquote().run()],
  ];
  function applyLink() {
    const safe = safeHref(href.trim());
    if (!safe) return setLinkError(t.enlaceNoValido);
    chain().extendMarkRange('link').setLink({ href: safe }).run();
    setLinkOpen(false);
    setHref('');
    setLinkError(null);
  }
  return (
    <div className="rounded-t-md border border-slate-400 bg-slate-50 p-1">
      <div role="toolbar" aria-label={t.barra} aria-controls={controls} className="flex flex-wrap gap-1">
        {toggles.map(([label, Icon, active, run]) => (
          <ToolButton key={label} label={label} Icon={Icon} pressed={active} onClick={run} disabled={disabled} />
        ))}
        <ToolButton
          label={t.enlace}
          Icon={Link2}
          pressed={state.link}
          expanded={linkOpen}
          onClick={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? '');
            setLinkOpen((o) => !o);
          }}
          disabled={disabled}
        />
        <ToolButton
          label={t.quitarEnlace}
          Icon={Link2Off}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          disabled={disabled || !state.link}
        />
        <ToolButton label={t.deshacer} Icon={Undo2} onClick={() => chain().undo().run()} disabled={disabled || !state.canUndo} />
        <ToolButton label={t.rehacer} Icon={Redo2} onClick={() => chain().redo().run()} disabled={disabled || !state.canRedo} />
      </div>
      {linkOpen ? (
        <div className="mt-1 flex flex-wrap items-end gap-2 p-1">
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor={linkId} className="text-sm font-semibold text-slate-900">
              {t.direccionEnlace}
            </label>
            <input
              id={linkId}
              type="url"
              value={href}
              onChange={(e) => {
                setHref(e.target.value);
                setLinkError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${linkId}-error` : undefined}
              className={inputClass}
            />
            <FieldErrors id={linkId} errors={linkError ? [linkError] : undefined} />
          </div>
          <Button size="sm" onClick={applyLink}>
            {t.enlace}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
