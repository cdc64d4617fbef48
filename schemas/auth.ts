import * as yup from 'yup';
import { email } from './common.ts';
import { MESSAGES } from './messages.ts';

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(MESSAGES.passwordRequired),
});
export type LoginPayload = yup.InferType<typeof loginSchema>;

export const login2fSchema = loginSchema.shape({
  code: yup.string().trim().required(MESSAGES.codeRequired),
});
export type Login2fPayload = yup.InferType<typeof login2fSchema>;

/** The answer of Account/Login and Account/Login2F. */
export type LoginAnswer = { token: string; expiration: string } | { shouldVerify: true };
