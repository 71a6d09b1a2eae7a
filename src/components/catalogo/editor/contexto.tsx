'use client';

import { createContext, useContext } from 'react';
import type { BloqueNodo, EstandarNodo, EvidenciaNodo, PruebaRef } from '../../../domain/catalogo/publico-arbol.ts';

export type { BloqueNodo, EstandarNodo, EvidenciaNodo, PruebaRef };

/** The instance's words for the levels of the tree ("dimensión", "criterio de evaluación"…). */
export interface Terminos {
  bloque: string;
  bloques: string;
  estandar: string;
  estandares: string;
  evidencia: string;
  evidencias: string;
}

export interface EditorState {
  manualId: number;
  editable: boolean;
  terminos: Terminos;
  /** Forms a new test may use. */
  formularios: Array<{ Id: number; Titulo: string }>;
  /** Tests of this manual (to link an existing one to an evidence). */
  pruebas: PruebaRef[];
  /** Calls the API; on success shows `success` and reloads the tree. Resolves to the field errors (empty when ok). */
  call: (method: string, path: string, body: unknown, success: string) => Promise<Record<string, string[]> | null>;
  busy: boolean;
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const ctx = useContext(EditorContext);
  if (!ctx) throw new Error('useEditor outside the manual editor');
  return ctx;
}
