/** Edit mode's actions ([contract: States]): choose messages, then Read or Delete; Cancel leaves. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';

export function EditBar({
  selectedCount,
  totalCount,
  isReading,
  onSelectAll,
  onRead,
  onDelete,
  onCancel,
}: {
  selectedCount: number;
  totalCount: number;
  isReading: boolean;
  onSelectAll: (all: boolean) => void;
  onRead: () => void;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const allSelected = totalCount > 0 && selectedCount === totalCount;
  const nothing = selectedCount === 0;
  return (
    <div className="inbox-edit-bar" role="toolbar" aria-label={t('inbox.editActions')}>
      <div className="inbox-edit-bar__top row-2">
        <label className="inbox-edit-bar__all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={totalCount === 0}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
          <span>{t('inbox.selectAll')}</span>
        </label>
        <span className="inbox-edit-bar__count" aria-live="polite">
          {t('inbox.selected', { total: format.number(selectedCount) })}
        </span>
      </div>
      <div className="inbox-edit-bar__actions">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('inbox.cancel')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={nothing}
          isBusy={isReading}
          busyLabel={t('inbox.reading')}
          onClick={onRead}
        >
          {t('inbox.read')}
        </Button>
        <Button variant="primary" size="sm" disabled={nothing} onClick={onDelete}>
          {t('inbox.delete')}
        </Button>
      </div>
    </div>
  );
}
