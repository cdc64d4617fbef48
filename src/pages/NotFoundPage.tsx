import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t.ts';

export default function NotFoundPage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('app.error.notFound')}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {t('app.error.dashboard')}
      </Button>
    </Box>
  );
}
