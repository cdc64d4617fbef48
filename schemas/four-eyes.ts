import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { flag } from './text.ts';

// The four-eyes setting (issue 19, item 2): administrators change it, stock control and administrators
// read it. Its refusals are built from the workflow declarations (schemas/workflows/engine.ts).

export const FOUR_EYES_MESSAGES = {
  required: 'Say whether the four-eyes rule is on.',
  turnedOn: 'The four-eyes rule is on: whoever submitted or reviewed a record may not approve it.',
  turnedOff: 'The four-eyes rule is off: the reviewer of a record may also approve it.',
} as const;

/** PUT Setting/FourEyes. */
export const fourEyesSchema = yup.object({
  enabled: flag('Four-eyes rule').required(FOUR_EYES_MESSAGES.required),
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
