import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type ChangePasswordPayload, changePasswordSchema } from '../../../schemas/account.ts';
import { t } from '../../i18n/t.ts';
import { schemaResolver } from '../../i18n/validation.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { useAccountApi } from './accountApi.ts';
import { showFailure } from './formErrors.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const EMPTY: ChangePasswordPayload = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password (signed in): current, new and confirm password, Show/Hide, and the strength indicator. */
export default function ChangePasswordPage() {
  const api = useAccountApi();
  const form = useForm<ChangePasswordPayload>({
    resolver: schemaResolver(changePasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: EMPTY,
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await api.changePassword(values);
      form.reset(EMPTY);
      setDone(answer.message);
    } catch (failure) {
      setError(showFailure(failure, ['currentPassword', 'newPassword', 'confirmPassword'], form.setError));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640, mx: 'auto' }}>
      <PageHeading
        title={t('accountPages.changeTitle')}
        actions={
          <Button component={Link} to="/" color="inherit" variant="outlined">
            {t('accountPages.dashboard')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <FormProvider {...form}>
            <Box component="form" noValidate onSubmit={submit} aria-label={t('accountPages.changeForm')}>
              <Stack spacing={2}>
                {done ? <Alert severity="success">{done}</Alert> : null}
                {error ? <Alert severity="error">{error}</Alert> : null}
                <PasswordFields
                  current={{ name: 'currentPassword', label: t('accountPages.currentPassword') }}
                  password={{ name: 'newPassword', label: t('accountPages.newPassword') }}
                  confirm={{ name: 'confirmPassword', label: t('accountPages.confirmPassword') }}
                />
                <SubmitButton busy={busy}>{t('accountPages.changePassword')}</SubmitButton>
              </Stack>
            </Box>
          </FormProvider>
        </CardContent>
      </Card>
    </Box>
  );
}
