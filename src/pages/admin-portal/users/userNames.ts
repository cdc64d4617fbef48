/** "First M. Last": the middle initial shown uppercase, left out when there is none. */
export function fullName(user: {
  firstName: string;
  middleInitial?: string | null;
  lastName: string;
}): string {
  const initial = user.middleInitial?.trim() ? `${user.middleInitial.trim().toUpperCase()}.` : null;
  return [user.firstName, initial, user.lastName].filter(Boolean).join(' ');
}
