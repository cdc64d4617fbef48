import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every distinct message of a form's errors, nested ones (array lines, array roots) included. */
export function errorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) found.add(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message') walk(child);
  };
  walk(errors);
  return [...found];
}
