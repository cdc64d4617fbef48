import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';

/**
 * Users: read with getOne and changed with update (GET and PUT User), searched, registered and given
 * roles, permissions and entities through the data provider's user methods. Their screens are the
 * admin portal's Users Management (src/pages/admin-portal/users/).
 */
export default {
  name: 'users',
  icon: PeopleIcon,
  recordRepresentation: (user: RaRecord) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
};
