import type { ComponentProps } from 'react';
import { FormTextField } from '../../widgets/FormTextField.tsx';

/** A text input of the account forms. */
export const AccountField = (props: Omit<ComponentProps<typeof FormTextField>, 'idPrefix'>) => (
  <FormTextField idPrefix="account" {...props} />
);
