import * as yup from 'yup';
import { defineEntity } from './entity.ts';
import { type Party, partyAnswer, partyFields } from './party.ts';

export const distributorSchema = yup.object(partyFields());
export type Distributor = Party;

export const distributor = defineEntity({
  resource: 'distributors',
  path: 'Distributor',
  table: 'distributors',
  label: 'Distributor',
  schema: distributorSchema,
  answer: partyAnswer,
  access: { read: 'signed-in', write: ['R500'], scope: 'distributor' },
  admin: { addTab: 'Add' },
});
