import { Box, Button } from '@mui/material';
import { t } from '../../../i18n/t.ts';
import { notAvailable } from '../../../widgets/format/formatDate.ts';
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
      <DetailSection title={t('users.userDetail')}>
        <DetailRow label={t('users.name')}>{fullName(user)}</DetailRow>
        <DetailRow label={t('users.email')}>{user.email}</DetailRow>
        <DetailRow label={t('users.phone')}>{user.phone || notAvailable()}</DetailRow>
      </DetailSection>
      <AccountInformation user={user} onError={onError} />
      <AuthorizationProfile user={user} onSaved={onSaved} onError={onError} />
      <Box>
        <Button variant="contained" onClick={onEdit}>
          {t('users.editUser')}
        </Button>
      </Box>
    </>
  );
}
