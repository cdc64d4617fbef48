import { Alert, Box, Typography } from '@mui/material';
import { t } from '../i18n/t.ts';

/** A page failed to render; the app bar and the rest of the app still work. */
export function PageError() {
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="error">{t('app.error.page')}</Alert>
    </Box>
  );
}

/** The last resort around the whole app, worded like the router's own fallback screen. */
export function AppError({ error }: { error: Error }) {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h4" component="h2">
        {t('app.error.application')}
      </Typography>
      <Typography component="h3" sx={{ fontStyle: 'italic', mt: 1 }}>
        {error.message || String(error)}
      </Typography>
    </Box>
  );
}
