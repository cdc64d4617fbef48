import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

/** Types the credentials into the sign-in form; answers the user-event session to go on with. */
export async function fillCredentials(email = 'ada@example.org', password = 'Secret#2024') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}
