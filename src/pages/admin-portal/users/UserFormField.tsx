import type { ComponentProps } from 'react';
import { FormTextField } from '../../../widgets/FormTextField.tsx';

/** A text input of the user forms. */
export const UserFormField = (props: Omit<ComponentProps<typeof FormTextField>, 'idPrefix' | 'size'>) => (
  <FormTextField idPrefix="user" size="small" {...props} />
);
