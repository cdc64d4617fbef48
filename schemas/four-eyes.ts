import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { msg } from './i18n/msg.ts';
import { flag } from './text.ts';

// The four-eyes setting (issue 19, item 2): administrators change it, stock control and administrators
// read it. Its refusals are built from the workflow declarations (schemas/workflows/engine.ts).

export { FOUR_EYES_MESSAGES } from './i18n/en/records.ts';

/** PUT Setting/FourEyes. */
export const fourEyesSchema = yup.object({
  enabled: flag('Four-eyes rule').required(msg('fourEyes.required')),
});
export type FourEyesPayload = yup.InferType<typeof fourEyesSchema>;

/** GET Setting/FourEyes. */
export const fourEyesAnswer = answer({
  enabled: a.bool('On: the submitter and the reviewer of a record may not approve it'),
});
export type FourEyesSetting = Answer<typeof fourEyesAnswer>;

/** PUT Setting/FourEyes: the setting now, and what changed in a sentence. */
export const fourEyesSavedAnswer = answer({ message: a.text(), enabled: a.bool() });
export type FourEyesSaved = Answer<typeof fourEyesSavedAnswer>;
