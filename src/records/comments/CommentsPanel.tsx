import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { t } from '../../i18n/t.ts';
import { formatDateTime, notAvailable } from '../../widgets/format/formatDate.ts';
import { Section } from '../Section.tsx';
import { CommentModal } from './CommentModal.tsx';
import type { CommentMode, CommentOwner, RecordComment } from './commentsApi.ts';

interface Props extends CommentOwner {
  comments: readonly RecordComment[] | null | undefined;
  /** Whether 'Add Comment' is offered (the record's state allows it). */
  canAdd: boolean;
  /** After a comment call succeeded and its message was closed: reload the record. */
  onChanged(): void;
}

/** A record's comments with add, and edit or delete where each comment's flags allow. */
export function CommentsPanel({ resource, entityId, comments, canAdd, onChanged }: Props) {
  const rows = comments ?? [];
  const [modal, setModal] = useState<{ mode: CommentMode; comment: RecordComment | null } | null>(null);
  return (
    <Section
      title={t('kit.comments.title')}
      actions={
        canAdd ? (
          <Button variant="outlined" onClick={() => setModal({ mode: 'add', comment: null })}>
            {t('kit.comments.add')}
          </Button>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('kit.comments.none')}</Typography>
      ) : (
        <List aria-label={t('kit.comments.title')}>
          {rows.map((comment) => (
            <ListItem
              key={comment.id}
              divider
              secondaryAction={
                <Box>
                  {comment.isEditable ? (
                    <IconButton
                      aria-label={t('kit.comments.editOne')}
                      onClick={() => setModal({ mode: 'edit', comment })}
                    >
                      <EditIcon />
                    </IconButton>
                  ) : null}
                  {comment.isDeletable ? (
                    <IconButton
                      aria-label={t('kit.comments.deleteOne')}
                      onClick={() => setModal({ mode: 'delete', comment })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : null}
                </Box>
              }
            >
              <ListItemText
                primary={comment.text}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                secondary={t('kit.comments.byline', {
                  by: comment.submitter || notAvailable(),
                  date: formatDateTime(comment.submittedDate),
                  edited: comment.edited ? t('kit.comments.edited') : '',
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <CommentModal
        owner={{ resource, entityId }}
        mode={modal?.mode ?? 'add'}
        comment={modal?.comment}
        open={modal !== null}
        onClose={(changed) => {
          setModal(null);
          if (changed) onChanged();
        }}
      />
    </Section>
  );
}
