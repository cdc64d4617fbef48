import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { t } from '../i18n/t.ts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to content': the first thing a keyboard reaches, shown only when focused. It moves the focus to
 * the page itself without touching the address (lists keep their filters in its hash).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
