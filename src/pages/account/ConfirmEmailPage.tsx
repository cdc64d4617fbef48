import { Alert, Box, Button, Stack } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import LoadingPage from '../LoadingPage.tsx';
import { AccountCard } from './AccountCard.tsx';
import { useAccountApi } from './accountApi.ts';
import { showFailure } from './formErrors.ts';
import { linkHasExpired } from './linkExpiry.ts';

type Outcome = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /email/confirmation/* (public): reads email, token and timestamp from the query and confirms the
 * address at once. An expired link says so and the call is skipped, as the spec says.
 */
export default function ConfirmEmailPage() {
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const timestamp = query.get('timestamp') ?? query.get('timeStamp');
  const expired = linkHasExpired(timestamp);
  const api = useAccountApi();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // The token works once: React's development double effects must not spend it twice.
  const called = useRef(false);

  useEffect(() => {
    if (expired || !email || !token || called.current) return;
    called.current = true;
    api
      .confirmEmail({ email, token })
      .then((answer) => setOutcome({ kind: 'done', message: answer.message }))
      .catch((failure) => setOutcome({ kind: 'failed', message: showFailure(failure, [], () => {}) }));
  }, [api, email, token, expired]);

  let body: ReactNode;
  if (expired) body = <Alert severity="error">{t('spec.linkExpired')}</Alert>;
  else if (!email || !token) body = <Alert severity="error">{t('accountPages.incomplete')}</Alert>;
  else if (outcome.kind === 'pending') body = <LoadingPage />;
  else body = <Alert severity={outcome.kind === 'done' ? 'success' : 'error'}>{outcome.message}</Alert>;

  return (
    <AccountCard title={t('accountPages.confirmTitle')}>
      <Stack spacing={2}>
        {email ? <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>{email}</Box> : null}
        {body}
        <Button component={Link} to="/" variant="outlined">
          {t('accountPages.continue')}
        </Button>
      </Stack>
    </AccountCard>
  );
}
