// The sign-in page's texts: loaded by the light sign-in page on its own (src/i18n/light.ts), and part of
// the app's catalogue for the sign-in inside the app.
export const LOGIN_ENGLISH = {
  title: 'Petroleum Products Management System',
  form: 'Login form',
  codeForm: 'Verification code form',
  email: 'Email',
  password: 'Password',
  code: 'Code',
  login: 'Login',
  verify: 'Verify',
  goBack: 'Go back',
  codeSent: 'A verification code was sent to %{email}.',
  forgotPassword: 'Forgot password?',
  cannotLoad: 'The console could not load. Check your connection and reload the page.',
  language: 'Language',
  loading: 'Loading...',
} as const;
