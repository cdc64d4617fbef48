import { Box, Button, CircularProgress, Pagination, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserSearchRow } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { AdminAlert, type AlertMessage } from '../../../widgets/AdminAlert.tsx';
import { useAdminError } from '../../../widgets/useAdminError.ts';
import { UserDetailModal } from './UserDetailModal.tsx';
import { UserSearchResults } from './UserSearchResults.tsx';
import { clearCachedSearch, readCachedSearch, saveCachedSearch } from './userSearchCache.ts';

/**
 * Users by name or e-mail, 20 a page, each with role and status and a Manage button that opens the user
 * detail modal. An empty search lists every user. The last search with a term is remembered (the spec's
 * stored users list) and shown as recent on return; without one the page opens on every user.
 */
export default function UserSearch() {
  const api = useDataProvider<PpmsDataProvider>();
  const readError = useAdminError();
  const [cached] = useState(readCachedSearch);
  const [term, setTerm] = useState(cached?.term ?? '');
  const [shown, setShown] = useState({ term: cached?.term ?? '', page: 1, pages: 1, total: 0 });
  const [users, setUsers] = useState<UserSearchRow[]>(cached?.users ?? []);
  const [fromCache, setFromCache] = useState(cached !== null);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [managed, setManaged] = useState<number | null>(null);

  // A search cut off by leaving the page (a reload, another address) did not fail: what it would have
  // replaced stays remembered, or the page comes back without its recent results.
  const leaving = useRef(false);
  useEffect(() => {
    const leave = () => {
      leaving.current = true;
    };
    window.addEventListener('beforeunload', leave);
    return () => window.removeEventListener('beforeunload', leave);
  }, []);

  const fail = (text: string | null) => {
    clearCachedSearch();
    setUsers([]);
    setFromCache(false);
    setMessage(text ? { severity: 'error', text } : null);
  };

  const search = async (wanted: string, page = 1) => {
    const trimmed = wanted.trim();
    setBusy(true);
    setMessage(null);
    try {
      const found = await api.listUsers(trimmed, page);
      if (!found.users.length) return fail(t('users.noResult'));
      // Only a search with a term is remembered: every user is one click away anyway.
      if (trimmed) saveCachedSearch({ term: trimmed, users: found.users });
      else clearCachedSearch();
      setShown({ term: trimmed, page: found.currentPage, pages: found.pages, total: found.total });
      setUsers(found.users);
      setFromCache(false);
    } catch (error) {
      if (leaving.current) return;
      // A session problem resets the session; any other failure reads as no result, as the spec says.
      fail(readError(error) === null ? null : t('users.noResult'));
    } finally {
      setBusy(false);
    }
  };

  // Without a remembered search the section opens on every user.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (!cached) void search('');
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(term);
  };

  return (
    <Box>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={submit}
        aria-label={t('users.searchForm')}
      >
        <TextField
          label={t('users.searchLabel')}
          size="small"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          helperText={t('users.searchHelp')}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? (
            <CircularProgress size={20} color="inherit" aria-label={t('users.searching')} />
          ) : (
            t('users.search')
          )}
        </Button>
      </Stack>
      <AdminAlert message={message} />
      {fromCache && users.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('users.recent')}
        </Typography>
      ) : null}
      {!fromCache && users.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {shown.term
            ? t('users.found', { total: shown.total, term: shown.term })
            : t('users.all', { total: shown.total })}
        </Typography>
      ) : null}
      <UserSearchResults users={users} onManage={setManaged} />
      {!fromCache && shown.pages > 1 ? (
        <Pagination
          count={shown.pages}
          page={shown.page}
          onChange={(_, page) => void search(shown.term, page)}
          disabled={busy}
          sx={{ mt: 1 }}
          getItemAriaLabel={(type, page) =>
            type === 'page' ? t('users.pageOf', { page: page ?? '' }) : t('users.otherPage', { type })
          }
        />
      ) : null}
      {managed !== null ? (
        <UserDetailModal
          userId={managed}
          onClose={(changed) => {
            setManaged(null);
            // What the list shows may have changed (name, e-mail, role, status): read the page again.
            if (changed) void search(shown.term, shown.page);
          }}
        />
      ) : null}
    </Box>
  );
}
