// The spec's exact texts that validation and the error catalogue show: the English catalogue's `spec`
// section (schemas/i18n/en), used through its keys ('spec.emailInvalid').
export const MESSAGES = {
  emailInvalid: 'Email is invalid.',
  passwordRequired: 'Password is required.',
  codeRequired: 'Code is required.',
  invalidCredentials: 'Invalid credentials.',
  invalidCredentialsAdmin: 'Invalid Credentials',
  unexpectedErrorOccured: 'Unexpected error occured.',
  somethingWentWrongTryLater: 'Something went wrong. Please try again later.',
  badRequest: 'Bad request.',
  unexpectedError: 'Unexpected error.',
  completeAllFields: 'Please complete all required fields.',
  noResults: 'No results were found.',
  passwordReset: 'Password successfully reset.',
  resetLinkExpired: 'Your password reset link has expired. Please submit a new request',
  linkExpired: 'This link has expired. Please contact administrator to send new link.',
  invalid: '%{label} is invalid.',
} as const;
