import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { email } from './common.ts';
import { msg } from './i18n/msg.ts';
import { requiredText, secret } from './text.ts';

export const loginSchema = yup.object({
  email: email(),
  password: secret('Password', { required: msg('spec.passwordRequired') }),
});
export type LoginPayload = yup.InferType<typeof loginSchema>;

export const login2fSchema = loginSchema.shape({
  code: requiredText('Code', { max: 20, required: msg('spec.codeRequired') }),
});
export type Login2fPayload = yup.InferType<typeof login2fSchema>;

/** The spec's token object: Account/Refresh, and Login or Login2F once signed in. */
export const tokenAnswer = answer({
  token: a.text('A JWT; its `user` claim is JSON text of the user with rCodes and pCodes'),
  expiration: a.timestamp(),
});
export type TokenAnswer = Answer<typeof tokenAnswer>;

/** Account/Login and Account/Login2F: the token object, or shouldVerify when an e-mailed code is needed. */
export const loginAnswer = tokenAnswer.partial().shape({ shouldVerify: a.bool().optional() });
export type LoginAnswer = Answer<typeof loginAnswer>;
