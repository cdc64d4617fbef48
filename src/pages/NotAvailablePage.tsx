import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t.ts';

/** The route exists with its guard; the page itself comes with a later piece of work. */
export default function NotAvailablePage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('app.error.notAvailable')}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {t('app.error.dashboard')}
      </Button>
    </Box>
  );
}
