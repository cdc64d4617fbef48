import { Box } from '@mui/material';
import { t } from '../../../i18n/t.ts';
import { formatDateTime, notAvailable } from '../../../widgets/format/formatDate.ts';
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
    <DetailSection title={t('users.accountInformation')}>
      <DetailRow label={t('users.status')}>{t(user.isActive ? 'terms.active' : 'terms.inactive')}</DetailRow>
      <DetailRow label={t('users.createdDate')}>{formatDateTime(user.createdDate)}</DetailRow>
      <DetailRow label={t('users.createdBy')}>{user.createdBy ?? notAvailable()}</DetailRow>
      {user.lastUpdatedDate ? (
        <DetailRow label={t('users.lastUpdatedDate')}>{formatDateTime(user.lastUpdatedDate)}</DetailRow>
      ) : null}
      {user.lastUpdatedBy ? (
        <DetailRow label={t('users.lastUpdatedBy')}>{user.lastUpdatedBy}</DetailRow>
      ) : null}
      <DetailRow label={t('users.confirmedEmail')}>
        {t(user.emailConfirmed ? 'users.yes' : 'users.no')}
      </DetailRow>
      <Box sx={{ mt: 1 }}>
        <ActivationButton userId={user.id} emailConfirmed={user.emailConfirmed} onError={onError} />
      </Box>
    </DetailSection>
  );
}
