import { useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved';

/** How long permission and entity editors show their saved state before closing (spec: 2 seconds). */
export const SAVED_STATE_MS = 2000;

interface Options {
  save: () => Promise<void>;
  onError: (error: unknown) => void;
  /** Close the editor this long after a save (permissions, entities); the role editor stays open. */
  closeAfterMs?: number;
  onClose: () => void;
}

/** An editor's save: idle -> 'Saving...' -> 'Saved' (then, for some editors, closing after a delay). */
export function useEditorSave({ save, onError, closeAfterMs, onClose }: Options) {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const run = async () => {
    setState('saving');
    try {
      await save();
      setState('saved');
      if (closeAfterMs !== undefined) timer.current = setTimeout(onClose, closeAfterMs);
    } catch (error) {
      setState('idle');
      onError(error);
    }
  };
  /** A new change after a save: the editor can save again. */
  const touched = () => setState((current) => (current === 'saved' ? 'idle' : current));
  return { state, run, touched };
}
