import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { email } from './common.ts';
import type { Label } from './i18n/en/labels.ts';
import { invalid, msg } from './i18n/msg.ts';
import { recordId } from './numbers.ts';
import { passwordConfirmation, strongPassword } from './password.ts';
import { flag, requiredText, secret, text } from './text.ts';
import { managedUserAnswer } from './user.ts';

// Payloads of the account calls (Account/ForgotPassword, ResetPassword, ChangePassword, ConfirmEmail,
// Activation, Register-Admin). The pages validate with these; the server routes validate with the same.

const requiredSecret = (label: Label) => secret(label, { invalid: invalid(label) });
const LINK_INCOMPLETE = msg('account.linkIncomplete');

export const forgotPasswordSchema = yup.object({
  email: email(),
});
export type ForgotPasswordPayload = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  newPassword: strongPassword('New password'),
  confirmedPassword: passwordConfirmation('newPassword', 'Confirm password'),
  // Part of the spec's payload. Our links never carry a password (the token is the proof), so the
  // server accepts and ignores it.
  currentPassword: text('Current password', { trim: false, max: 1000 }),
  email: email(),
  token: requiredText('Token', { max: 2000, invalid: LINK_INCOMPLETE }),
  isNewUser: flag('isNewUser').default(false),
});
export type ResetPasswordPayload = yup.InferType<typeof resetPasswordSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: requiredSecret('Current password'),
  newPassword: strongPassword('New password'),
  confirmPassword: passwordConfirmation('newPassword', 'Confirm password'),
});
export type ChangePasswordPayload = yup.InferType<typeof changePasswordSchema>;

export const confirmEmailSchema = yup.object({
  email: email(),
  token: requiredText('Token', { max: 2000, invalid: LINK_INCOMPLETE }),
});
export type ConfirmEmailPayload = yup.InferType<typeof confirmEmailSchema>;

export const activationSchema = yup.object({
  userId: recordId('User'),
});
export type ActivationPayload = yup.InferType<typeof activationSchema>;

/** The first administrator's registration; adminCode is the /AdminRegister/{tempCode} route parameter. */
export const adminRegistrationSchema = yup.object({
  firstName: requiredText('First name', { max: 100 }),
  lastName: requiredText('Last name', { max: 100 }),
  email: email(),
  password: strongPassword('Password'),
  confirmedPassword: passwordConfirmation('password', 'Confirm password'),
  phone: text('Phone', { max: 30 }),
  adminCode: requiredText('Registration code', { required: msg('account.registrationCodeMissing') }),
});
export type AdminRegistrationPayload = yup.InferType<typeof adminRegistrationSchema>;

export { type MessageAnswer, messageAnswer } from './answer.ts';

/** POST Account/Register-Admin. */
export const adminRegisteredAnswer = answer({ message: a.text(), userId: a.int() });

/** GET User/{id}: the profile page's part of the answer. */
export const userDetailAnswer = answer({
  userId: a.int(),
  firstName: a.text(),
  lastName: a.text(),
  fullName: a.text(),
  email: a.text(),
  roles: a.list(a.object({ name: a.text() })),
  permissions: a.list(a.object({ name: a.text() })),
});
export type UserDetail = Answer<typeof userDetailAnswer>;

/** GET User/{id}: {userDetail}; for an administrator also the user's admin fields at the top level. */
export const userProfileAnswer = answer({ userDetail: userDetailAnswer }).concat(managedUserAnswer.partial());
export type UserProfileAnswer = Answer<typeof userProfileAnswer>;

/** GET and PUT Profile/Notifications: the signed-in user's mail settings. */
export const notificationSettingsSchema = yup.object({
  mailWaiting: flag('E-mail me what waits for me').required(msg('account.mailWaitingRequired')),
});
export type NotificationSettings = yup.InferType<typeof notificationSettingsSchema>;
export const notificationSettingsAnswer = answer({
  mailWaiting: a.bool('Whether the user gets the hourly mail of what waits for them'),
});
