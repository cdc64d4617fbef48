import type { validation as english } from '../en/validation.ts';
import type { Catalogue } from '../message.ts';

export const validation: Catalogue<typeof english> = {
  spec: {
    emailInvalid: 'Adresse e-mail non valide.',
    passwordRequired: 'Le mot de passe est obligatoire.',
    codeRequired: 'Le code est obligatoire.',
    invalidCredentials: 'Identifiants non valides.',
    invalidCredentialsAdmin: 'Identifiants non valides',
    unexpectedErrorOccured: 'Une erreur inattendue s’est produite.',
    somethingWentWrongTryLater: 'Un problème est survenu. Veuillez réessayer plus tard.',
    badRequest: 'Requête non valide.',
    unexpectedError: 'Erreur inattendue.',
    completeAllFields: 'Veuillez remplir tous les champs obligatoires.',
    noResults: 'Aucun résultat trouvé.',
    passwordReset: 'Mot de passe réinitialisé.',
    resetLinkExpired:
      'Votre lien de réinitialisation du mot de passe a expiré. Veuillez faire une nouvelle demande',
    linkExpired: 'Ce lien a expiré. Veuillez demander à l’administrateur de vous envoyer un nouveau lien.',
    invalid: '%{label} : valeur non valide.',
  },
  text: {
    control: '%{label} : les caractères de contrôle ne sont pas acceptés.',
    tooLong: '%{label} : %{max} caractères au plus.',
    notText: '%{label} : un texte est attendu.',
  },
  quantity: {
    whole: 'La quantité doit être un nombre entier de gallons.',
    negative: 'La quantité ne peut pas être négative.',
    tooLarge: 'La quantité ne peut pas dépasser 100 000 000 gallons par ligne.',
    tooManyLines: 'Un dossier compte au plus 100 lignes.',
  },
  date: {
    tooEarly: '%{label} : pas de date antérieure au %{earliest}.',
  },
  recordDate: {
    invalid: 'Date non valide.',
    inFuture: 'La date ne peut pas être dans le futur.',
  },
  search: {
    dateInvalid: 'Date non valide. Utilisez le format aaaa-MM-jj.',
    dateInFuture: 'La date ne peut pas être dans le futur.',
    fromAfterTo: 'La date de création « du » ne peut pas être postérieure à la date « au ».',
    fulfilledFromAfterTo: 'La date d’exécution « du » ne peut pas être postérieure à la date « au ».',
    dateFromAfterTo: 'La date « du » ne peut pas être postérieure à la date « au ».',
    recordTypeWithId: 'Le type d’enregistrement est requis avec un identifiant d’enregistrement.',
  },
};
