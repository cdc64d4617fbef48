import {
  activeFlag,
  meta,
  optionalEmail,
  optionalField,
  requiredEmail,
  requiredField,
  serverDate,
} from './fields.ts';

// The fields importers and distributors share (spec point 5: name, tax identification number, address,
// primary phone and primary e-mail required; the rest optional, e-mails valid when given).
export const partyFields = () => ({
  name: requiredField('Name').meta(meta({ list: true })),
  taxIdentificationNumber: requiredField('Tax Identification Number', 50).meta(meta({ list: true })),
  address: requiredField('Address', 300),
  primaryPhone: requiredField('Primary Phone', 30),
  secondaryPhone: optionalField('Secondary Phone', 30).meta(meta({ adminOnly: true })),
  primaryEmail: requiredEmail('Primary Email'),
  secondaryEmail: optionalEmail('Secondary Email').meta(meta({ adminOnly: true })),
  contactPerson: optionalField('Contact Person').meta(meta({ adminOnly: true })),
  isActive: activeFlag().meta(meta({ list: true })),
  registrationDate: serverDate('Registration Date', { adminOnly: true }),
});

export interface Party {
  id: number;
  name: string;
  taxIdentificationNumber: string;
  address: string;
  primaryPhone: string;
  secondaryPhone: string | null;
  primaryEmail: string | null;
  secondaryEmail: string | null;
  contactPerson: string | null;
  isActive: boolean;
  registrationDate: string;
}
