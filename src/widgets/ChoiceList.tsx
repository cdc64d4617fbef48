import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';

export interface Choice<K> {
  key: K;
  primary: ReactNode;
  secondary?: ReactNode;
}

interface Props<K> {
  choices: readonly Choice<K>[];
  selected: K | null;
  onChoose: (key: K) => void;
  /** How the chosen one is marked: 'page' where each choice shows a section of its own. */
  current?: 'page' | 'true';
}

/**
 * The left-hand list of a master page (records by name, the admin portal's sections): a button per
 * choice, each in its list item (a list holds list items only), the chosen one marked for assistive
 * technology as well as by its colour.
 */
export function ChoiceList<K extends string | number>({
  choices,
  selected,
  onChoose,
  current = 'true',
}: Props<K>) {
  return (
    <List disablePadding>
      {choices.map((choice) => (
        <ListItem key={choice.key} disablePadding>
          <ListItemButton
            selected={choice.key === selected}
            aria-current={choice.key === selected ? current : undefined}
            onClick={() => onChoose(choice.key)}
          >
            <ListItemText primary={choice.primary} secondary={choice.secondary} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
