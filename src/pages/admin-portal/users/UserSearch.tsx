/** Search users by name or e-mail; built next. */
export default function UserSearch() {
  return null;
}
