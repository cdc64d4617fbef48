import type { Catalogue } from '../../schemas/i18n/message.ts';
import type { SERVER_ENGLISH } from './en.ts';

// The server's own texts in French (glossary: schemas/i18n/fr/index.ts).

export const SERVER_FRENCH: Catalogue<typeof SERVER_ENGLISH> = {
  http: {
    notFound: '%{what} est introuvable.',
    requestInvalid: 'La requête n’est pas valide.',
    sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
    signIn: 'Veuillez vous connecter.',
    busy: 'D’autres utilisateurs modifiaient les mêmes dossiers au même moment ; rien n’a été enregistré. Veuillez réessayer.',
    unsafeNumber:
      'Un nombre enregistré dans la base de données est trop grand pour être affiché exactement ; il n’est donc pas affiché. L’erreur a été consignée.',
    tooLarge: 'Le fichier ou la requête est trop volumineux.',
    mediaType: 'Le type du corps de la requête n’est pas pris en charge.',
    notJson: 'Le corps de la requête n’est pas un JSON valide.',
    noSuchCall: 'Cet appel n’existe pas.',
    noSuchFile: 'Ce fichier n’existe pas.',
    noAccessRule: 'Cet appel n’a pas de règle d’accès : personne ne peut le faire.',
  },
  the: {
    comment: 'Le commentaire',
    registrationCode: 'Le code d’enregistrement',
  },
  signIn: {
    codeInvalid: 'Le code de vérification n’est pas valide ou a expiré.',
    tooMany: 'Trop de tentatives de connexion ont échoué. Veuillez patienter %{wait} avant de réessayer.',
    seconds: '%{smart_count} seconde |||| %{smart_count} secondes',
    minutes: '%{smart_count} minute |||| %{smart_count} minutes',
    signedOut: 'Vous êtes déconnecté.',
  },
  account: {
    commonPassword:
      'Ce mot de passe fait partie des mots de passe les plus courants. Veuillez en choisir un moins prévisible.',
    emailConfirmed: 'Adresse e-mail confirmée.',
    confirmationInvalid:
      'Ce lien de confirmation n’est pas valide : il a déjà servi, un lien plus récent a été envoyé ou l’adresse a changé depuis. Veuillez demander à l’administrateur de vous envoyer un nouveau lien.',
    resetRequested:
      'Si un compte existe pour cette adresse e-mail, un lien pour réinitialiser son mot de passe y a été envoyé.',
    passwordChanged: 'Mot de passe modifié.',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    samePassword: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
    resetLinkInvalid:
      'Ce lien de réinitialisation n’est pas valide : il a déjà servi ou un lien plus récent a été envoyé. Veuillez faire une nouvelle demande',
    activationLinkInvalid:
      'Ce lien d’activation n’est pas valide : il a déjà servi ou un lien plus récent a été envoyé. Veuillez demander à l’administrateur de vous envoyer un nouveau lien.',
    adminCodeInvalid:
      'Cette adresse d’enregistrement n’est pas valide ou a déjà servi. Demandez-en une nouvelle avec npm run admin:code.',
    adminRegistered: 'Administrateur enregistré. Vous pouvez maintenant vous connecter.',
    adminCodeValid: 'Le code d’enregistrement est valide.',
    emailTaken: 'Un compte avec cette adresse e-mail existe déjà.',
    activationSent: 'E-mail d’activation du compte envoyé.',
  },
  users: {
    registered: 'Utilisateur enregistré.',
    updated: 'Utilisateur modifié.',
    roleUpdated: 'Rôle de l’utilisateur modifié.',
    permissionsUpdated: 'Permissions de l’utilisateur modifiées.',
    entitiesUpdated: 'Entités de l’utilisateur modifiées.',
    ownDeactivation: 'Vous ne pouvez pas désactiver votre propre compte.',
    ownRole: 'Vous ne pouvez pas changer votre propre rôle.',
    roleUnknown: 'Le rôle choisi n’existe pas.',
    roleInvalid: 'Rôle non valide.',
    roleForInternal: 'Le rôle %{role} est réservé aux utilisateurs internes.',
    roleForExternal: 'Le rôle %{role} est réservé aux utilisateurs externes.',
    noRole: 'Cet utilisateur n’a aucun rôle attribué.',
    permissionNotOfRole:
      'Une permission que le rôle de l’utilisateur ne comporte pas ne peut pas être accordée.',
    internalNoEntities: 'Les utilisateurs internes ne sont associés à aucun importateur ni distributeur.',
    entityUnknown: 'Une entité choisie n’existe pas.',
  },
  records: {
    importerInactive: 'L’importateur n’est pas actif.',
    entityTypeInvalid: 'Des documents ne peuvent pas être joints à ce type de dossier.',
    recordTypeInvalid: 'Le type de dossier n’est pas valide.',
    notPosted:
      'L’inventaire de l’importateur dans le bac de stockage %{tank} n’est pas actif : aucun stock ne peut y être comptabilisé.',
    overBalance:
      'La quantité ne peut pas dépasser le solde de stock de l’inventaire, soit %{balance} gallons.',
    overBalanceAt:
      'La quantité ne peut pas dépasser le solde de stock de l’inventaire, soit %{balance} gallons. (bac %{tank} de %{importer}, le %{day})',
  },
  entities: {
    inUse: '%{label} : %{value} est déjà utilisé.',
    exists: 'Cet enregistrement existe déjà.',
    productLocked: 'Le produit de ce bac de stockage ne peut pas être changé : du stock y a été enregistré.',
  },
  reconciliation: {
    noRecord: 'Le registre contient un mouvement qu’aucun dossier approuvé n’a produit.',
    noMovement: 'Le dossier approuvé n’a aucun mouvement dans le registre.',
    differs: 'Le registre contient %{ledger} gallons ; le dossier approuvé indique %{records}.',
  },
  mail: {
    product: 'Système de gestion des produits pétroliers',
    subject: 'PPMS : %{subject}',
    hello: 'Bonjour %{name},',
    dear: 'Bonjour %{name},',
    code: {
      subject: 'Votre code de connexion',
      body: 'Votre code de connexion est %{code}. Il ne sert qu’une fois et expire dans %{minutes} minutes.',
      notYou: 'Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
    },
    confirm: {
      subject: 'Confirmez votre adresse e-mail',
      body: 'Votre adresse e-mail dans le Système de gestion des produits pétroliers est désormais celle-ci.',
      link: 'Ouvrez le lien ci-dessous pour la confirmer. Il ne sert qu’une fois et expire dans %{hours} heures.',
      button: 'Confirmer mon adresse e-mail',
    },
    activate: {
      subject: 'Activez votre compte',
      body: 'Un compte a été créé pour vous dans le Système de gestion des produits pétroliers.',
      link: 'Ouvrez le lien ci-dessous pour choisir votre mot de passe. Il ne sert qu’une fois et expire dans %{hours} heures.',
      button: 'Choisir mon mot de passe',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      body: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Si c’est vous, ouvrez le lien ci-dessous.',
      link: 'Il ne sert qu’une fois et expire dans %{minutes} minutes.',
      notYou: 'Si ce n’est pas vous, ignorez ce message : votre mot de passe reste inchangé.',
      button: 'Réinitialiser mon mot de passe',
    },
    changed: {
      subject: 'Votre mot de passe a été modifié',
      reset:
        'Le %{when}, le mot de passe de votre compte a été réinitialisé au moyen d’un lien envoyé par e-mail. Toutes les sessions du compte ont été fermées.',
      set: 'Le %{when}, le mot de passe de votre compte a été choisi au moyen de votre lien d’activation. Toutes les sessions antérieures du compte ont été fermées.',
      changed:
        'Le %{when}, le mot de passe de votre compte a été modifié. Toutes les autres sessions du compte ont été fermées.',
      notYou:
        'Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement votre administrateur.',
    },
    request: {
      subject: '%{Record} n° %{id} : %{past}',
      body: 'Votre %{record} n° %{id}%{reference} : %{past} par %{by}.',
      reference: ' (référence %{reference})',
      comment: 'Commentaire : %{comment}',
    },
    digest: {
      subject: '%{smart_count} dossier vous attend |||| %{smart_count} dossiers vous attendent',
      intro: 'Ces dossiers attendent une étape qui vous revient, du plus ancien au plus récent :',
      line: '%{record} %{number} (%{status}) : %{url}',
      more: '… et %{count} de plus.',
      off: 'Vous pouvez désactiver ces e-mails sur votre profil.',
      button: 'Ouvrir la console',
    },
  },
};
