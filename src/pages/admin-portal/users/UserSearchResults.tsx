import { Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import type { UserSearchRow } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import { term } from '../../../i18n/terms.ts';

interface Props {
  users: UserSearchRow[];
  onManage: (userId: number) => void;
}

/** Full name, e-mail, role, status and a Manage button per user found. */
export function UserSearchResults({ users, onManage }: Props) {
  if (!users.length) return null;
  return (
    <List aria-label={t('users.usersFound')} sx={{ mt: 1 }}>
      {users.map((user) => (
        <ListItem
          key={user.id}
          divider
          secondaryAction={
            <Button variant="outlined" size="small" onClick={() => onManage(user.id)}>
              {t('users.manage')}
            </Button>
          }
        >
          <ListItemText
            sx={{ overflowWrap: 'anywhere', pr: 10 }}
            primary={
              <>
                {user.fullName}
                <Chip
                  label={term(user.status)}
                  size="small"
                  color={
                    user.status === 'Active' ? 'success' : user.status === 'Inactive' ? 'default' : 'warning'
                  }
                  variant="outlined"
                  sx={{ ml: 1 }}
                />
              </>
            }
            secondary={`${user.email} · ${user.role ? term(user.role) : t('users.noRole')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
