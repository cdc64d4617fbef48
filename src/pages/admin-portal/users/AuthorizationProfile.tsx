import { t } from '../../../i18n/t.ts';
import { term } from '../../../i18n/terms.ts';
import { DetailRow, DetailSection } from './DetailParts.tsx';
import { EntityEditor } from './EntityEditor.tsx';
import { PermissionEditor } from './PermissionEditor.tsx';
import { NameList, ProfilePart } from './ProfilePart.tsx';
import { RoleEditor } from './RoleEditor.tsx';
import type { ManagedUser } from './userQueries.ts';

interface Props {
  user: ManagedUser;
  /** Re-reads the user after an editor saved. */
  onSaved: () => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Employee or not; the one role; the permissions (only when the role carries some); the associated
 * importers and distributors (external users only). Each part has its own editor.
 */
export function AuthorizationProfile({ user, onSaved, onError }: Props) {
  const role = user.roles[0];
  const editorProps = { userId: user.id, onSaved, onError };
  return (
    <DetailSection title={t('users.authorizationProfile')}>
      <DetailRow label={t('users.employee')}>{t(user.isInternal ? 'users.yes' : 'users.no')}</DetailRow>
      <ProfilePart
        title={t('users.roles')}
        editor={(close) => <RoleEditor {...editorProps} onClose={close} />}
      >
        <NameList names={user.roles.map((r) => term(r.name))} empty={t('users.noRoleAssigned')} />
      </ProfilePart>
      {role?.hasPermissions ? (
        <ProfilePart
          title={t('users.permissions')}
          editor={(close) => <PermissionEditor {...editorProps} onClose={close} />}
        >
          <NameList names={user.permissions.map((p) => term(p.name))} empty={t('users.noPermission')} />
        </ProfilePart>
      ) : null}
      {user.isInternal ? null : (
        <ProfilePart
          title={t('users.entities')}
          editor={(close) => <EntityEditor {...editorProps} linked={user.authorizations} onClose={close} />}
        >
          <NameList
            names={user.authorizations.map((e) => `${e.name} (${e.code})`)}
            empty={t('users.noEntity')}
          />
        </ProfilePart>
      )}
    </DetailSection>
  );
}
