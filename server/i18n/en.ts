// What only the server says: refusals of the HTTP layer and of sign-in, account and user management,
// the ledger's refusals, and the mails. The shared catalogue (schemas/i18n/en) holds what the browser
// may say too; server/i18n/index.ts joins them under `server`.

export const SERVER_ENGLISH = {
  http: {
    notFound: '%{what} was not found.',
    requestInvalid: 'The request is not valid.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    signIn: 'Please sign in.',
    busy: 'Others were changing the same records at the same moment, so nothing was saved. Please try again.',
    unsafeNumber:
      'A number stored in the database is too large to be shown exactly, so it is not shown. The error has been logged.',
    tooLarge: 'The file or request is too large.',
    mediaType: 'The request body type is not supported.',
    notJson: 'The request body is not valid JSON.',
    noSuchCall: 'There is no such call.',
    noSuchFile: 'There is no such file.',
    noAccessRule: 'This call has no access rule, so nobody may make it.',
  },
  the: {
    comment: 'The comment',
    registrationCode: 'The registration code',
  },
  signIn: {
    codeInvalid: 'The verification code is invalid or has expired.',
    tooMany: 'Too many failed sign-in attempts. Please wait %{wait} and try again.',
    seconds: '%{smart_count} second |||| %{smart_count} seconds',
    minutes: '%{smart_count} minute |||| %{smart_count} minutes',
    signedOut: 'Signed out.',
  },
  account: {
    commonPassword:
      'This password is one of the most commonly used passwords. Please choose a less predictable one.',
    emailConfirmed: 'Email successfully confirmed.',
    confirmationInvalid:
      'This confirmation link is not valid: it was already used, a newer one was sent, or the address changed since. Please contact administrator to send new link.',
    resetRequested:
      'If an account exists for this e-mail address, a link to reset its password has been sent to it.',
    passwordChanged: 'Password successfully changed.',
    wrongCurrentPassword: 'The current password is incorrect.',
    samePassword: 'The new password must be different from the current password.',
    resetLinkInvalid:
      'This password reset link is not valid: it was already used or a newer one was sent. Please submit a new request',
    activationLinkInvalid:
      'This activation link is not valid: it was already used or a newer one was sent. Please contact administrator to send new link.',
    adminCodeInvalid:
      'This registration address is not valid or has already been used. Ask for a new one with npm run admin:code.',
    adminRegistered: 'Administrator successfully registered. You can now sign in.',
    adminCodeValid: 'The registration code is valid.',
    emailTaken: 'An account with this e-mail already exists.',
    activationSent: 'Account activation email sent.',
  },
  users: {
    registered: 'User successfully registered.',
    updated: 'User successfully updated.',
    roleUpdated: 'User role successfully updated.',
    permissionsUpdated: 'User permissions successfully updated.',
    entitiesUpdated: 'User entities successfully updated.',
    ownDeactivation: 'You cannot deactivate your own account.',
    ownRole: 'You cannot change your own role.',
    roleUnknown: 'The selected role does not exist.',
    roleInvalid: 'Role is invalid.',
    roleForInternal: 'The %{role} role is for internal users only.',
    roleForExternal: 'The %{role} role is for external users only.',
    noRole: 'This user does not have any assigned role.',
    permissionNotOfRole: "A permission the user's role does not carry can not be granted.",
    internalNoEntities: 'Internal users are not associated to importer or distributor entities.',
    entityUnknown: 'A selected entity does not exist.',
  },
  records: {
    importerInactive: 'The importer is not active.',
    entityTypeInvalid: 'Documents can not be attached to this record type.',
    recordTypeInvalid: 'The record type is not valid.',
    notPosted:
      "The importer's inventory in storage tank %{tank} is not active: stock can not be posted to it.",
    overBalance: 'Quantity can not be more than the inventory stock balance of %{balance} gallons.',
    overBalanceAt:
      'Quantity can not be more than the inventory stock balance of %{balance} gallons. (tank %{tank} of %{importer}, on %{day})',
  },
  entities: {
    inUse: '%{label} %{value} is already in use.',
    exists: 'This record already exists.',
    productLocked: 'The product of this storage tank can not be changed: stock has been recorded in it.',
  },
  reconciliation: {
    noRecord: 'The ledger holds a movement that no approved record made.',
    noMovement: 'The approved record has no movement in the ledger.',
    differs: 'The ledger holds %{ledger} gallons; the approved record says %{records}.',
  },
  mail: {
    product: 'Petroleum Products Management System',
    subject: 'PPMS: %{subject}',
    hello: 'Hello %{name},',
    dear: 'Dear %{name},',
    code: {
      subject: 'Your sign-in code',
      body: 'Your sign-in code is %{code}. It can be used once and expires in %{minutes} minutes.',
      notYou: 'If you did not try to sign in, change your password.',
    },
    confirm: {
      subject: 'Confirm your e-mail address',
      body: 'Your e-mail address in the Petroleum Products Management System was set to this one.',
      link: 'Open the link below to confirm it. It works once and expires in %{hours} hours.',
      button: 'Confirm my e-mail address',
    },
    activate: {
      subject: 'Activate your account',
      body: 'An account has been created for you in the Petroleum Products Management System.',
      link: 'Open the link below to set your password. It works once and expires in %{hours} hours.',
      button: 'Set your password',
    },
    reset: {
      subject: 'Reset your password',
      body: 'Someone asked to reset the password of your account. If it was you, open the link below.',
      link: 'It works once and expires in %{minutes} minutes.',
      notYou: 'If it was not you, ignore this message: your password stays as it is.',
      button: 'Reset my password',
    },
    changed: {
      subject: 'Your password was changed',
      reset:
        'On %{when} the password of your account was reset through an e-mailed link. Every session of the account was signed out.',
      set: 'On %{when} the password of your account was set through your activation link. Every earlier session of the account was signed out.',
      changed:
        'On %{when} the password of your account was changed. Every other session of the account was signed out.',
      notYou: 'If you did not do this, contact your administrator at once.',
    },
    request: {
      subject: '%{Record} #%{id} %{past}',
      body: 'Your %{record} #%{id}%{reference} was %{past} by %{by}.',
      reference: ' (reference %{reference})',
      comment: 'Comment: %{comment}',
    },
    digest: {
      subject: '%{smart_count} record waits for you |||| %{smart_count} records wait for you',
      intro: 'These records wait for a step that is yours to take, oldest first:',
      line: '%{record} %{number} (%{status}): %{url}',
      more: '… and %{count} more.',
      off: 'You can turn these mails off on your profile.',
      button: 'Open the console',
    },
  },
} as const;
