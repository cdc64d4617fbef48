import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t.ts';

/** The frame of the public account pages: the product title and the page's own title, centred like the login. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Typography variant="subtitle1" component="p" align="center" color="text.secondary">
            {t('login.title')}
          </Typography>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
