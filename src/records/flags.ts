import type { ShowDeclaration } from './types.ts';

/** Is the record's flag set? Read where the declaration says the record keeps its flags. */
export const recordFlag = <R>(show: ShowDeclaration<R>, record: R | undefined, name: string): boolean =>
  !!record && (show.flagsOf?.(record) ?? (record as Record<string, unknown>))[name] === true;
