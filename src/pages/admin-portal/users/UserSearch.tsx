import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserSearchRow } from '../../../../schemas/user.ts';
import { USER_MESSAGES } from '../../../../schemas/user.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { AdminAlert, type AlertMessage } from '../../../widgets/AdminAlert.tsx';
import { useAdminError } from '../../../widgets/useAdminError.ts';
import { UserDetailModal } from './UserDetailModal.tsx';
import { UserSearchResults } from './UserSearchResults.tsx';
import { clearCachedSearch, readCachedSearch, saveCachedSearch } from './userSearchCache.ts';

const NO_RESULT = 'No result found.';

/** Search users by name or e-mail; each result opens the user detail modal. */
export default function UserSearch() {
  const api = useDataProvider<PpmsDataProvider>();
  const readError = useAdminError();
  const [cached] = useState(readCachedSearch);
  const [term, setTerm] = useState(cached?.term ?? '');
  const [lastTerm, setLastTerm] = useState(cached?.term ?? '');
  const [users, setUsers] = useState<UserSearchRow[]>(cached?.users ?? []);
  const [fromCache, setFromCache] = useState(cached !== null);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [managed, setManaged] = useState<number | null>(null);

  const fail = (text: string | null) => {
    clearCachedSearch();
    setUsers([]);
    setFromCache(false);
    setMessage(text ? { severity: 'error', text } : null);
  };

  const search = async (wanted: string) => {
    if (!wanted.trim()) return fail(USER_MESSAGES.userSearchTermRequired);
    setBusy(true);
    setMessage(null);
    try {
      const found = await api.searchUsers(wanted.trim());
      if (!found.length) return fail(NO_RESULT);
      saveCachedSearch({ term: wanted.trim(), users: found });
      setLastTerm(wanted.trim());
      setUsers(found);
      setFromCache(false);
    } catch (error) {
      // A session problem resets the session; any other failure reads as no result, as the spec says.
      fail(readError(error) === null ? null : NO_RESULT);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(term);
  };

  return (
    <Box>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} aria-label="Search users">
        <TextField
          label="Search by name or e-mail"
          size="small"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? <CircularProgress size={20} color="inherit" aria-label="Searching" /> : 'Search'}
        </Button>
      </Stack>
      <AdminAlert message={message} />
      {fromCache && users.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Recent search results.
        </Typography>
      ) : null}
      <UserSearchResults users={users} onManage={setManaged} />
      {managed !== null ? (
        <UserDetailModal
          userId={managed}
          onClose={(changed) => {
            setManaged(null);
            // What the list shows may have changed (name, e-mail, status): search again.
            if (changed && lastTerm) void search(lastTerm);
          }}
        />
      ) : null}
    </Box>
  );
}
