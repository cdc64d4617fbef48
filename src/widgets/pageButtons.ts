import { t } from '../i18n/t.ts';

/**
 * The name of a page button of MUI's Pagination or TablePagination (their getItemAriaLabel), in the
 * reader's language: MUI's own are English ('Go to page 2', 'page 1' for the current one).
 */
export function pageButtonName(type: string, page?: number | null, selected?: boolean): string {
  switch (type) {
    case 'first':
      return t('kit.list.firstPage');
    case 'last':
      return t('kit.list.lastPage');
    case 'next':
      return t('kit.list.nextPage');
    case 'previous':
      return t('kit.list.previousPage');
    default:
      return t(selected ? 'kit.list.currentPage' : 'kit.list.pageButton', { page: page ?? 0 });
  }
}
