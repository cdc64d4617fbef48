/** react-admin's screens for the slots we do not draw ourselves (App.tsx loads them only when shown). */
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
