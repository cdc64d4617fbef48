import { LABELS as FRENCH_LABELS } from '../../schemas/i18n/fr/labels.ts';
import { validation as frenchValidation } from '../../schemas/i18n/fr/validation.ts';
import { LOGIN_FRENCH } from './fr/login.ts';

/**
 * The light translations' French (src/i18n/light.ts), in a chunk of its own: the sign-in page's
 * JavaScript has a budget (150 KB), and only a device that chose French needs them.
 */
export const LIGHT_FRENCH = { ...frenchValidation, label: FRENCH_LABELS, login: LOGIN_FRENCH };
