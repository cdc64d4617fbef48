import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** Buttons on the right of the section title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of a record page (request information, documents, comments, history...). */
export function Section({ title, actions, children }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
