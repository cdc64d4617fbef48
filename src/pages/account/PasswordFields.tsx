import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '../../i18n/t.ts';
import { AccountField } from './AccountField.tsx';
import { PasswordStrength } from './PasswordStrength.tsx';

interface Props {
  /** The field names and labels of this form's payload (they differ per call in the spec). */
  current?: { name: string; label: string };
  password: { name: string; label: string };
  confirm: { name: string; label: string };
}

/** Current (optional), new and confirm password, a Show/Hide toggle for all of them, and the live strength indicator. */
export function PasswordFields({ current, password, confirm }: Props) {
  const [visible, setVisible] = useState(false);
  const { control } = useFormContext();
  const value = useWatch({ control, name: password.name }) as string | undefined;
  const type = visible ? 'text' : 'password';
  const rulesId = `account-${password.name}-rules`;
  return (
    <Stack spacing={2}>
      {current ? (
        <AccountField {...current} type={type} required autoComplete="current-password" autoFocus />
      ) : null}
      <AccountField {...password} type={type} required autoComplete="new-password" describedBy={rulesId} />
      <PasswordStrength password={value ?? ''} id={rulesId} />
      <AccountField {...confirm} type={type} required autoComplete="new-password" />
      <Box>
        <Button variant="text" size="small" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {t(visible ? 'accountPages.hide' : 'accountPages.show')}
        </Button>
      </Box>
    </Stack>
  );
}
