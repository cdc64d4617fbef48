import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { type RegistrationPayload, registrationSchema } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import { schemaResolver } from '../../../i18n/validation.ts';
import { FormActions } from './FormActions.tsx';
import { UserFormField } from './UserFormField.tsx';

const EMPTY = {
  firstName: '',
  middleInitial: '',
  lastName: '',
  email: '',
  confirmedEmail: '',
  phone: '',
  isInternal: null,
};

interface Props {
  busy: boolean;
  onSubmit: (values: RegistrationPayload, form: ReturnType<typeof useRegistrationForm>) => void;
}

function useRegistrationForm() {
  return useForm({
    resolver: schemaResolver(registrationSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: EMPTY as unknown as RegistrationPayload,
  });
}

/** The registration form: internal or external (required), names, e-mail twice, phone. */
export function RegistrationForm({ busy, onSubmit }: Props) {
  const form = useRegistrationForm();
  const userType = form.formState.errors.isInternal?.message;
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={t('users.register')}
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      >
        <Controller
          name="isInternal"
          control={form.control}
          render={({ field }) => (
            <FormControl error={!!userType} required>
              <FormLabel id="user-type" sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}>
                {t('users.userType')}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="user-type"
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(event) => {
                  form.clearErrors('isInternal');
                  field.onChange(event.target.value === 'true');
                }}
              >
                <FormControlLabel value="true" control={<Radio />} label={t('users.internal')} />
                <FormControlLabel value="false" control={<Radio />} label={t('users.external')} />
              </RadioGroup>
              {userType ? <FormHelperText>{userType}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <UserFormField name="firstName" label={t('users.firstName')} required maxLength={100} />
        <UserFormField name="middleInitial" label={t('users.middleInitial')} maxLength={1} />
        <UserFormField name="lastName" label={t('users.lastName')} required maxLength={100} />
        <UserFormField name="email" label={t('users.email')} type="email" required />
        <UserFormField name="confirmedEmail" label={t('users.confirmEmail')} required />
        <UserFormField name="phone" label={t('users.phone')} maxLength={30} />
        <FormActions
          busy={busy}
          hasErrors={Object.keys(form.formState.errors).length > 0}
          onBack={() => {
            form.reset(EMPTY as unknown as RegistrationPayload);
          }}
        />
      </Stack>
    </FormProvider>
  );
}
