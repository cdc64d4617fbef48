import type { Workflow } from '../../workflows/types.ts';

// A record type's words in English, read from its declaration (schemas/workflows): the record in a
// sentence, its states' labels and words, its actions' names and past participles.

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

export const mapValues = <K extends string, V, T>(record: Record<K, V>, map: (value: V) => T) =>
  Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, map(value)])) as Record<K, T>;

export function textsOf<S extends string, A extends string, Y extends string>(workflow: Workflow<S, A, Y>) {
  const actions = { ...workflow.actions, ...workflow.system } as Record<
    A | Y,
    { name: string; past: string }
  >;
  return {
    /** 'stock update request' */
    name: workflow.label,
    Name: capital(workflow.label),
    plural: `${workflow.label}s`,
    This: `This ${workflow.label}`,
    this: `this ${workflow.label}`,
    The: `The ${workflow.label}`,
    a: `a ${workflow.label}`,
    /** The record as a pronoun ('it': French 'il' or 'elle'). */
    it: 'it',
    states: mapValues(workflow.states, (state) => ({ label: state.label, word: state.word })),
    actions: mapValues(actions, (action) => ({
      name: action.name,
      do: action.name.toLowerCase(),
      past: action.past,
    })),
  };
}
