import ClearIcon from '@mui/icons-material/Clear';
import { Box, Button, IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/t.ts';

interface Props {
  id: string;
  /** In the chosen language. */
  label: string;
  value: string | undefined;
  onSearch(value: string | null): void;
}

/** A text search: Search is enabled only with text; the clear button empties the box and the filter. */
export function SearchBox({ id, label, value, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const clear = () => {
    setText('');
    onSearch(null);
  };
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSearch(text.trim());
      }}
    >
      <TextField
        id={id}
        size="small"
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 320 } }}
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('kit.list.clear', { label: label.toLowerCase() })}
                  edge="end"
                  onClick={clear}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <Button type="submit" variant="contained" disabled={!text.trim()}>
        {t('kit.list.search')}
      </Button>
    </Box>
  );
}
