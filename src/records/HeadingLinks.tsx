import { Button } from '@mui/material';
import type { Identifier, RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import { currentUser } from '../providers/tokenStore.ts';
import { canAccess } from '../routing/routeAccess.ts';
import { recordFlag } from './flags.ts';
import type { HeadingLink, RecordDeclaration } from './types.ts';

/** A record type's path with the record's id in place of `:id`. */
export const recordPath = (path: string, id: Identifier) =>
  path.replace(':id', encodeURIComponent(String(id)));

interface Props<R extends RaRecord, L extends RaRecord> {
  declaration: RecordDeclaration<R, L>;
  links: readonly HeadingLink[];
  /** The record of a detail or edit page: its id fills the paths, its flag offers the edit link. */
  record?: R;
  id?: Identifier;
}

/**
 * The links of a record page's heading. Each follows the user's rights and the record's flags: create
 * only for who may create, edit only while the record says isEditable. The first create or edit link
 * stands out as the page's main way on.
 */
export function HeadingLinks<R extends RaRecord, L extends RaRecord>({
  declaration,
  links,
  record,
  id = record?.id,
}: Props<R, L>) {
  const { resource, texts, show } = declaration;
  const { routes } = resource;
  const text = (link: HeadingLink) =>
    t(texts.links?.[link] ?? (link === 'dashboard' ? 'app.menu.dashboard' : (texts[link] ?? texts.list)));
  const target = (link: HeadingLink): string | null => {
    switch (link) {
      case 'dashboard':
        return '/';
      case 'list':
        return routes.list;
      case 'create':
        return routes.create && canAccess(currentUser(), resource.name, 'create') ? routes.create : null;
      case 'show':
        return id === undefined ? null : recordPath(routes.show, id);
      case 'edit':
        return routes.edit && id !== undefined && recordFlag(show, record, show.flags?.edit ?? 'isEditable')
          ? recordPath(routes.edit, id)
          : null;
    }
  };
  const shown = links.flatMap((link) => {
    const to = target(link);
    return to ? [{ link, to }] : [];
  });
  const main = shown.find(({ link }) => link === 'create' || link === 'edit')?.link;
  return (
    <>
      {shown.map(({ link, to }) => (
        <Button
          key={link}
          component={Link}
          to={to}
          variant={link === main ? 'contained' : 'outlined'}
          color={link === main ? 'secondary' : 'inherit'}
        >
          {text(link)}
        </Button>
      ))}
    </>
  );
}
