import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type {
  AdminRegistrationPayload,
  ChangePasswordPayload,
  ConfirmEmailPayload,
  ForgotPasswordPayload,
  MessageAnswer,
  ResetPasswordPayload,
  UserDetail,
} from '../../../schemas/account.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';

/** The account pages' calls (spec part 1 point 7, part 2 'Account'), through the app's one client. */
export function accountApi(call: PpmsDataProvider['call']) {
  return {
    forgotPassword: (payload: ForgotPasswordPayload) =>
      call<MessageAnswer>('POST', 'Account/ForgotPassword', payload),
    resetPassword: (payload: ResetPasswordPayload) =>
      call<MessageAnswer>('POST', 'Account/ResetPassword', payload),
    changePassword: (payload: ChangePasswordPayload) =>
      call<MessageAnswer>('POST', 'Account/ChangePassword', payload),
    confirmEmail: (payload: ConfirmEmailPayload) =>
      call<MessageAnswer>('POST', 'Account/ConfirmEmail', payload),
    checkAdminCode: (tempCode: string) =>
      call<MessageAnswer>('GET', `Account/Confirm/${encodeURIComponent(tempCode)}`),
    registerAdmin: (payload: AdminRegistrationPayload) =>
      call<MessageAnswer & { userId: number }>('POST', 'Account/Register-Admin', payload),
    profile: async (userId: string) =>
      (await call<{ userDetail: UserDetail }>('GET', `User/${encodeURIComponent(userId)}`)).userDetail,
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

export function useAccountApi(): AccountApi {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  return useMemo(
    () => accountApi((method, path, body) => dataProvider.call(method, path, body)),
    [dataProvider],
  );
}
