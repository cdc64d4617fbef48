import { Box, Button } from '@mui/material';
import { NOT_AVAILABLE } from '../../../widgets/format/formatDate.ts';
import { AccountInformation } from './AccountInformation.tsx';
import { AuthorizationProfile } from './AuthorizationProfile.tsx';
import { DetailRow, DetailSection } from './DetailParts.tsx';
import { fullName } from './userNames.ts';
import type { ManagedUser } from './userQueries.ts';

interface Props {
  user: ManagedUser;
  onEdit: () => void;
  onSaved: () => Promise<void>;
  onError: (error: unknown) => void;
}

/** The modal's detail mode: user detail, account information, authorization profile, Edit User. */
export function UserDetailView({ user, onEdit, onSaved, onError }: Props) {
  return (
    <>
      <DetailSection title="User Detail">
        <DetailRow label="Name">{fullName(user)}</DetailRow>
        <DetailRow label="Email">{user.email}</DetailRow>
        <DetailRow label="Phone">{user.phone || NOT_AVAILABLE}</DetailRow>
      </DetailSection>
      <AccountInformation user={user} onError={onError} />
      <AuthorizationProfile user={user} onSaved={onSaved} onError={onError} />
      <Box>
        <Button variant="contained" onClick={onEdit}>
          Edit User
        </Button>
      </Box>
    </>
  );
}
