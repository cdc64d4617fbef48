import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { type UserUpdatePayload, userUpdateSchema } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import { schemaResolver } from '../../../i18n/validation.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { AdminAlert, type AlertMessage } from '../../../widgets/AdminAlert.tsx';
import { useAdminError } from '../../../widgets/useAdminError.ts';
import { FormActions } from './FormActions.tsx';
import { showServerFieldErrors } from './serverErrors.ts';
import { UserFormField } from './UserFormField.tsx';
import type { ManagedUser } from './userQueries.ts';

const FIELDS = ['firstName', 'middleInitial', 'lastName', 'email', 'confirmedEmail', 'phone', 'isActive'];
const changed = (a: string | undefined | null, b: string) =>
  (a ?? '').trim().toLowerCase() !== b.toLowerCase();

interface Props {
  user: ManagedUser;
  /** Back to the detail, with the server's message after a save (none after Go Back). */
  onDone: (savedMessage?: string) => void;
}

/** Update User Information: names, e-mail (confirmed again only when changed), phone, Is Active. */
export function UserEditForm({ user, onDone }: Props) {
  const api = useDataProvider<PpmsDataProvider>();
  const readError = useAdminError();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const form = useForm({
    resolver: schemaResolver(userUpdateSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    context: { originalEmail: user.email },
    defaultValues: {
      id: user.id,
      isActive: user.isActive,
      firstName: user.firstName,
      middleInitial: user.middleInitial ?? '',
      lastName: user.lastName,
      email: user.email,
      confirmedEmail: '',
      phone: user.phone ?? '',
    },
  });
  const emailChanged = changed(form.watch('email'), user.email);

  const save = async (values: UserUpdatePayload) => {
    const { email, confirmedEmail, ...rest } = values;
    setBusy(true);
    setMessage(null);
    try {
      // The spec's payload: email and confirmedEmail only when the e-mail changed.
      const { data: answer } = await api.update('users', {
        id: user.id,
        data: changed(email, user.email) ? { ...rest, email, confirmedEmail } : rest,
        previousData: user,
      });
      onDone(answer?.message ?? t('users.updated'));
    } catch (error) {
      const text = readError(error);
      if (text) setMessage({ severity: 'error', text });
      showServerFieldErrors(error, FIELDS, form.setError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(save)} aria-label={t('users.updateTitle')}>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('users.updateTitle')}
        </Typography>
        <AdminAlert message={message} onClose={() => setMessage(null)} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <UserFormField name="firstName" label={t('users.firstName')} required maxLength={100} />
          <UserFormField name="middleInitial" label={t('users.middleInitial')} maxLength={1} />
          <UserFormField name="lastName" label={t('users.lastName')} required maxLength={100} />
          <UserFormField name="email" label={t('users.email')} type="email" required />
          {emailChanged ? (
            <UserFormField name="confirmedEmail" label={t('users.confirmEmail')} required />
          ) : null}
          <UserFormField name="phone" label={t('users.phone')} maxLength={30} />
          <Controller
            name="isActive"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                label={t('users.isActive')}
                control={
                  <Switch
                    checked={!!field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
        </Stack>
        <FormActions
          busy={busy}
          hasErrors={Object.keys(form.formState.errors).length > 0}
          onBack={() => onDone()}
        />
      </Box>
    </FormProvider>
  );
}
