import type { Catalogue } from '../../../schemas/i18n/message.ts';
import type { LOGIN_ENGLISH } from '../en/login.ts';

export const LOGIN_FRENCH: Catalogue<typeof LOGIN_ENGLISH> = {
  title: 'Système de gestion des produits pétroliers',
  form: 'Formulaire de connexion',
  codeForm: 'Formulaire du code de vérification',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  code: 'Code',
  login: 'Se connecter',
  verify: 'Vérifier',
  goBack: 'Retour',
  codeSent: 'Un code de vérification a été envoyé à %{email}.',
  forgotPassword: 'Mot de passe oublié ?',
  cannotLoad: 'La console n’a pas pu se charger. Vérifiez votre connexion et rechargez la page.',
  language: 'Langue',
  loading: 'Chargement...',
};
