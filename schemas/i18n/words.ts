import { workflowOf } from '../workflows/index.ts';
import type { Workflow } from '../workflows/types.ts';
import { textsOf } from './en/recordWords.ts';
import type { Message } from './message.ts';

/**
 * One of a record type's words as a message: recordWord('StockUpdate', 'This'),
 * recordWord(workflow, 'states', state, 'word'). The path is the declaration's own keys; a record type
 * the catalogue does not know yet (a test's) reads its declaration's English.
 */
export function recordWord(record: string | Workflow, ...path: string[]): Message {
  const workflow = typeof record === 'string' ? workflowOf(record) : record;
  const name = typeof record === 'string' ? record : record.record;
  let english: unknown = workflow ? textsOf(workflow) : undefined;
  for (const part of path) english = (english as Record<string, unknown> | undefined)?.[part];
  return {
    i18nKey: ['record', name, ...path].join('.'),
    ...(typeof english === 'string' ? { fallback: english } : {}),
  };
}
