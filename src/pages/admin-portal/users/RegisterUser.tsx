/** Register a new user; built next. */
export default function RegisterUser() {
  return null;
}
