import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n/t.ts';

export default function UnauthorizedPage() {
  const navigate = useNavigate();
  // The guard replaced the refused page in history, so one step back is where the user came from;
  // a first page in the tab has nowhere to go back to but the dashboard.
  const goBack = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/'));
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('app.error.unauthorized')}
      </Typography>
      <Button variant="contained" onClick={goBack}>
        {t('app.error.goBack')}
      </Button>
    </Box>
  );
}
