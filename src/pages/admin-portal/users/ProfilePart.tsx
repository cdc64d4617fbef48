import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { t } from '../../../i18n/t.ts';

interface Props {
  title: string;
  /** What the user has now; shown while not editing. */
  children: ReactNode;
  /** The editor, given a way to close itself. */
  editor: (close: () => void) => ReactNode;
}

/** One part of the authorization profile: its current value, and an Update button opening its editor. */
export function ProfilePart({ title, children, editor }: Props) {
  const [editing, setEditing] = useState(false);
  return (
    <Box component="section" aria-label={title} sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {editing ? null : (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('users.update')}
          </Button>
        )}
      </Box>
      {editing ? editor(() => setEditing(false)) : children}
    </Box>
  );
}

/** The names of what the user has, or the spec's empty-state text. */
export function NameList({ names, empty }: { names: string[]; empty: string }) {
  if (!names.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {names.map((name) => (
        <Typography component="li" variant="body2" key={name}>
          {name}
        </Typography>
      ))}
    </Box>
  );
}
