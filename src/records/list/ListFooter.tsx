import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, Pagination, Typography } from '@mui/material';
import { t } from '../../i18n/t.ts';
import { formatCount } from '../../widgets/format/formatNumber.ts';
import { pageButtonName } from '../../widgets/pageButtons.ts';

/** 'Go to top' is offered from this many results on (the spec's threshold). */
export const GO_TO_TOP_THRESHOLD = 10;

interface Props {
  count: number;
  page: number;
  pages: number;
  /** There are more pages than `pages` (the server counted that far): 'Page 1 of 100+'. */
  pagesAtLeast?: boolean;
  onPage(page: number): void;
}

/**
 * Below a list: 'Page X of Y' with page buttons ('of Y+' while there are more pages than were counted:
 * the buttons reach what was counted, and paging on counts further), and 'Go to top' once the list is
 * long enough.
 */
export function ListFooter({ count, page, pages, pagesAtLeast = false, onPage }: Props) {
  return (
    <Box
      component="nav"
      aria-label={t('kit.list.pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2, displayPrint: 'none' }}
    >
      {pages > 0 ? (
        <>
          <Typography>{t('kit.list.page', { page, pages: formatCount(pages, pagesAtLeast) })}</Typography>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => onPage(next)}
              color="primary"
              aria-label={t('kit.list.pages')}
              getItemAriaLabel={pageButtonName}
            />
          ) : null}
        </>
      ) : null}
      <Button
        sx={{ ml: 'auto' }}
        startIcon={<ArrowUpwardIcon />}
        disabled={count < GO_TO_TOP_THRESHOLD}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        {t('kit.list.goToTop')}
      </Button>
    </Box>
  );
}
