import { Alert, Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type RaRecord, useGetOne } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { RecordComment, RecordDocument, Review } from '../../../schemas/records.ts';
import { progressSteps } from '../../../schemas/workflows/engine.ts';
import { t } from '../../i18n/t.ts';
import LoadingPage from '../../pages/LoadingPage.tsx';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { CommentsPanel } from '../comments/CommentsPanel.tsx';
import { DocumentsPanel } from '../documents/DocumentsPanel.tsx';
import { recordFlag } from '../flags.ts';
import { FlashMessage, flashState } from '../flash.tsx';
import { HeadingLinks } from '../HeadingLinks.tsx';
import type { ActionDeclaration, BuiltInSection, Part, RecordDeclaration } from '../types.ts';
import { InformationSection } from './InformationSection.tsx';
import { ProgressSteps } from './ProgressSteps.tsx';
import { RecordActions } from './RecordActions.tsx';
import { ReviewHistory } from './ReviewHistory.tsx';

const DEFAULT_SECTIONS: readonly BuiltInSection[] = [
  'information',
  'actions',
  'documents',
  'comments',
  'history',
];

/**
 * The detail answer is cached under its own key: react-admin seeds the plain getOne key with list rows
 * and form payloads, which are not the detail's shape.
 */
const DETAIL = { view: 'show' } as const;

/** What every record with a life cycle carries (schemas/records.ts). */
interface Tracked {
  documents?: RecordDocument[] | null;
  comments?: RecordComment[] | null;
  reviews?: Review[] | null;
}

/**
 * A record type's detail page (`routes.show`): the heading links by flags and rights, the declared
 * sections, and after each action the navigation and the server's message the declaration asks for.
 */
export function RecordShow<R extends RaRecord, L extends RaRecord>({
  declaration,
}: {
  declaration: RecordDeclaration<R, L>;
}) {
  const { id } = useParams();
  const { resource, texts, show } = declaration;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useGetOne<R>(
    resource.name,
    { id: id ?? '', meta: DETAIL },
    { enabled: !!id, retry: false },
  );
  const record = data as (R & Tracked) | undefined;
  // Everything cached of the resource is stale after a change: this page refetches, lists will.
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [resource.name] }),
    [queryClient, resource.name],
  );
  const afterAction = (action: ActionDeclaration<R>, message: string | undefined) => {
    if (action.after === 'list') {
      // The list shows the record's new state at once, not its cached rows first.
      queryClient.removeQueries({ queryKey: [resource.name, 'getList'] });
      return navigate(resource.routes.list, { state: flashState(message) });
    }
    navigate(location, { replace: true, state: flashState(message) });
    reload();
  };
  const flag = (name: string) => recordFlag(show, record, name);

  const section = (part: BuiltInSection | Part<R>, index: number) => {
    if (!record) return null;
    switch (part) {
      case 'progress':
        return show.progress && declaration.actions ? (
          <ProgressSteps
            key={part}
            steps={progressSteps(declaration.actions.workflow)}
            {...show.progress(record)}
          />
        ) : null;
      case 'information':
        return <InformationSection key={part} information={show.information} record={record} />;
      case 'actions':
        return <RecordActions key={part} declaration={declaration} record={record} onDone={afterAction} />;
      case 'documents':
        return (
          <DocumentsPanel
            key={part}
            resource={resource.name}
            entityId={record.id}
            documents={record.documents}
            canManageDocuments={flag(show.flags?.documents ?? 'canManageDocuments')}
            onChanged={reload}
          />
        );
      case 'comments':
        return (
          <CommentsPanel
            key={part}
            resource={resource.name}
            entityId={record.id}
            comments={record.comments}
            canAdd={flag(show.flags?.comment ?? 'canAddComment')}
            onChanged={reload}
          />
        );
      case 'history':
        return <ReviewHistory key={part} reviews={record.reviews} />;
      default: {
        const Part = part;
        return <Part key={index} record={record} reload={reload} />;
      }
    }
  };

  const HeadingExtra = show.HeadingExtra;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title={t(texts.show)}
        actions={
          <>
            {HeadingExtra && record ? <HeadingExtra record={record} reload={reload} /> : null}
            <HeadingLinks
              declaration={declaration}
              links={['edit', 'create', 'list', 'dashboard']}
              record={record}
              id={id}
            />
          </>
        }
      />
      <FlashMessage />
      {isPending && id ? <LoadingPage /> : null}
      {error ? <Alert severity="error">{screenErrorMessage(error)}</Alert> : null}
      {record ? <Stack spacing={3}>{(show.sections ?? DEFAULT_SECTIONS).map(section)}</Stack> : null}
    </Box>
  );
}
