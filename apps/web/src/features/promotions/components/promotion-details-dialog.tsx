/** The Details popup ([contract: Screens]): the banner, the name and the whole description. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import type { ListedPromotion } from '../api/get-promotions';
import { formatCalendarDate } from '../promotion-text';
import './promotion-details-dialog.css';

export function PromotionDetailsDialog({
  promotion,
  onClose,
}: {
  promotion: ListedPromotion | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  if (!promotion) return null;
  const start = formatCalendarDate(promotion.start_date, language);
  const end = formatCalendarDate(promotion.end_date, language);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={promotion.name}
      closeLabel={t('promotions.close')}
      media={<img src={promotion.thumbnail} alt="" width={750} height={375} decoding="async" />}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t('promotions.close')}
        </Button>
      }
    >
      <p className="promotion-dialog__dates">
        <span className="visually-hidden">{t('promotions.datesLabel', { start, end })}</span>
        <span aria-hidden="true">{t('promotions.dates', { start, end })}</span>
      </p>
      <p className="promotion-dialog__text">{promotion.desc}</p>
    </Dialog>
  );
}
