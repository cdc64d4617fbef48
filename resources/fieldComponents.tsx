import type { ComponentType } from 'react';
import type { FieldSpec, FieldType } from '../schemas/fieldTypes.ts';
import {
  DateValue,
  EmailValue,
  NumberValue,
  OptionValue,
  ReferenceValue,
  StatusValue,
  TextValue,
  type ValueProps,
  YesNoValue,
} from './fieldValues.tsx';
import { ReferenceInput, SelectInput } from './inputs/ChoiceInput.tsx';
import { SwitchInput } from './inputs/SwitchInput.tsx';
import { TextInput } from './inputs/TextInput.tsx';

export interface FieldComponents {
  /** The form input; null for types an entity renders itself (lists). */
  Input: ComponentType<{ spec: FieldSpec }> | null;
  /** How a value shows in lists and details. */
  Value: ComponentType<ValueProps> | null;
}

/** The one table from a field's type (schemas/fieldTypes.ts) to its input and its display. */
export const FIELD_COMPONENTS: Record<FieldType, FieldComponents> = {
  text: { Input: TextInput, Value: TextValue },
  email: { Input: TextInput, Value: EmailValue },
  number: { Input: TextInput, Value: NumberValue },
  date: { Input: TextInput, Value: DateValue },
  boolean: { Input: SwitchInput, Value: YesNoValue },
  status: { Input: SwitchInput, Value: StatusValue },
  reference: { Input: ReferenceInput, Value: ReferenceValue },
  select: { Input: SelectInput, Value: OptionValue },
  list: { Input: null, Value: null },
};

export function SpecInput({ spec }: { spec: FieldSpec }) {
  const { Input } = FIELD_COMPONENTS[spec.type];
  return Input ? <Input spec={spec} /> : null;
}

export function SpecValue({ spec, record }: ValueProps) {
  const { Value } = FIELD_COMPONENTS[spec.type];
  return Value ? <Value spec={spec} record={record} /> : null;
}
