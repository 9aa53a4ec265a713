/** Previous and Next through a paged list; hidden when everything fits on one page. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';

export function Pager({
  page,
  answer,
  isLoading,
  onPage,
}: {
  page: number;
  /** The paged answer: how many rows a page holds and how many there are in all. */
  answer: { page_size: number; total: number };
  isLoading: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(answer.total / answer.page_size));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav
      className="exchange-account__pager text-muted-sm row-2"
      aria-label={t('exchangeAccount.pager.label')}
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || isLoading}
        onClick={() => onPage(page - 1)}
      >
        {t('exchangeAccount.pager.previous')}
      </Button>
      <span aria-live="polite">
        {t('exchangeAccount.pager.page', {
          page: format.number(page),
          pages: format.number(pages),
        })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages || isLoading}
        onClick={() => onPage(page + 1)}
      >
        {t('exchangeAccount.pager.next')}
      </Button>
    </nav>
  );
}
