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
    <DetailSection title="Authorization Profile">
      <DetailRow label="Employee">{user.isInternal ? 'Yes' : 'No'}</DetailRow>
      <ProfilePart title="Roles" editor={(close) => <RoleEditor {...editorProps} onClose={close} />}>
        <NameList names={user.roles.map((r) => r.name)} empty="This user does not have any assigned role." />
      </ProfilePart>
      {role?.hasPermissions ? (
        <ProfilePart
          title="User Permissions"
          editor={(close) => <PermissionEditor {...editorProps} onClose={close} />}
        >
          <NameList names={user.permissions.map((p) => p.name)} empty="User does not have any permission." />
        </ProfilePart>
      ) : null}
      {user.isInternal ? null : (
        <ProfilePart
          title="Associated Entities"
          editor={(close) => <EntityEditor {...editorProps} linked={user.authorizations} onClose={close} />}
        >
          <NameList
            names={user.authorizations.map((e) => `${e.name} (${e.code})`)}
            empty="This external user is not associated to any importer or distributor entity."
          />
        </ProfilePart>
      )}
    </DetailSection>
  );
}
