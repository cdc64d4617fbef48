import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { Message } from '../../schemas/i18n/message.ts';

// The shared schemas say their refusals as catalogue messages; a form shows them in the chosen
// language. This resolver is yupResolver with each field's message rendered by `render` (the app's
// text(), or the light sign-in page's own), so react-hook-form and the inputs only ever hold text.

type Render = (message: Message | string) => string;

/** The errors with every message rendered; arrays (a list's lines) stay arrays. */
function rendered(node: unknown, render: Render): unknown {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((item) => rendered(item, render));
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    if (name === 'message' && value != null) out[name] = render(value as Message | string);
    else if (name === 'ref') out[name] = value;
    else out[name] = rendered(value, render);
  }
  return out;
}

export function translatedResolver<T extends FieldValues>(
  render: Render,
  schema: AnyObjectSchema,
  options?: Parameters<AnyObjectSchema['validate']>[1],
): Resolver<T> {
  const resolve = yupResolver(schema, options) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: rendered(result.errors, render) } as Awaited<ReturnType<Resolver<T>>>;
  };
}
