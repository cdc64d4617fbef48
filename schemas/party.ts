import { type Answer, a, answer } from './answer.ts';
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

/** An importer or distributor as GET X and GET X/{id} answer it. */
export const partyAnswerFields = () => ({
  id: a.int(),
  name: a.text(),
  taxIdentificationNumber: a.text(),
  address: a.text(),
  primaryPhone: a.text(),
  secondaryPhone: a.text().nullable(),
  primaryEmail: a.text().nullable(),
  secondaryEmail: a.text().nullable(),
  contactPerson: a.text().nullable(),
  isActive: a.bool(),
  registrationDate: a.timestamp(),
});

export const partyAnswer = answer(partyAnswerFields());
export type Party = Answer<typeof partyAnswer>;
