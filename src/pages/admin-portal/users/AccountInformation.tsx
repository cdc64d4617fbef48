import { Box } from '@mui/material';
import { formatDateTime, NOT_AVAILABLE } from '../../../widgets/format/formatDate.ts';
import { ActivationButton } from './ActivationButton.tsx';
import { DetailRow, DetailSection } from './DetailParts.tsx';
import type { ManagedUser } from './userQueries.ts';

interface Props {
  user: ManagedUser;
  onError: (error: unknown) => void;
}

/** Status, who created and last updated the account and when, e-mail confirmation, activation mail. */
export function AccountInformation({ user, onError }: Props) {
  return (
    <DetailSection title="Account Information">
      <DetailRow label="Status">{user.isActive ? 'Active' : 'Inactive'}</DetailRow>
      <DetailRow label="Created Date">{formatDateTime(user.createdDate)}</DetailRow>
      <DetailRow label="Created By">{user.createdBy ?? NOT_AVAILABLE}</DetailRow>
      {user.lastUpdatedDate ? (
        <DetailRow label="Last Updated Date">{formatDateTime(user.lastUpdatedDate)}</DetailRow>
      ) : null}
      {user.lastUpdatedBy ? <DetailRow label="Last Updated By">{user.lastUpdatedBy}</DetailRow> : null}
      <DetailRow label="Has Confirmed Email">{user.emailConfirmed ? 'Yes' : 'No'}</DetailRow>
      <Box sx={{ mt: 1 }}>
        <ActivationButton userId={user.id} emailConfirmed={user.emailConfirmed} onError={onError} />
      </Box>
    </DetailSection>
  );
}
