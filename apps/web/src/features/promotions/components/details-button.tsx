/** A promotion card's Details, named for its promotion so a list of them reads apart. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import type { ListedPromotion } from '../api/get-promotions';

export function DetailsButton({
  promotion,
  onDetails,
  className,
}: {
  promotion: ListedPromotion;
  onDetails: (promotion: ListedPromotion) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => onDetails(promotion)}
      aria-label={t('promotions.detailsOf', { name: promotion.name })}
    >
      {t('promotions.details')}
    </Button>
  );
}
