import type { Leaves, Message, ValuesFor } from '../../schemas/i18n/message.ts';
import { renderMessage } from '../../schemas/i18n/message.ts';
import { i18nProvider } from '../providers/i18nProvider.ts';
import type { AppEnglish } from './en/index.ts';
import { currentLocale } from './locale.ts';

// The app's texts, through react-admin's i18n provider (ra-i18n-polyglot): t('app.menu.dashboard').
// Keys are typed: TypeScript refuses a key the English catalogue lacks, or a missing %{value}. A
// function rather than a hook, so plain functions (formats, declarations) translate too; changing the
// language re-renders the whole app (react-admin's I18nContextProvider), so renders read the new one.

export type AppKey = Leaves<AppEnglish>;

const translate = (key: string, values?: Record<string, string | number>) =>
  i18nProvider.translate(key, values);

/** A message (a shared schema's or the server's) in the chosen language. */
export const text = (message: Message | string): string => renderMessage(message, translate, currentLocale());

/** A text of the catalogue in the chosen language, its values filled in. */
export const t = <K extends AppKey>(key: K, ...[values]: ValuesFor<AppEnglish, K>): string =>
  text({ i18nKey: key, values });
