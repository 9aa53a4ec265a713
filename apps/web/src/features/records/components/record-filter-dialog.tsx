/**
 * A record's filter panel ([contract: Screens]): the choices are a draft until Confirm applies them,
 * and Back closes without applying. The choices are mounted only while the panel is open, so each
 * opening starts from the applied filters.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

export interface FilterPanelProps<Filters> {
  isOpen: boolean;
  filters: Filters;
  onClose: () => void;
  onConfirm: (filters: Filters) => void;
}

/** The choices of one panel: the draft, how to change it, and a prefix for the groups' names. */
export type FilterChoices<Filters> = (
  draft: Filters,
  setDraft: (next: Filters) => void,
  groupId: string,
) => ReactNode;

function Draft<Filters>({
  initial,
  onBack,
  onConfirm,
  choices,
}: {
  initial: Filters;
  onBack: () => void;
  onConfirm: (filters: Filters) => void;
  choices: FilterChoices<Filters>;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const [draft, setDraft] = useState(initial);
  return (
    <>
      {choices(draft, setDraft, groupId)}
      <div className="record-filter__actions">
        <Button variant="ghost" onClick={onBack}>
          {t('records.transactions.back')}
        </Button>
        <Button onClick={() => onConfirm(draft)}>{t('records.transactions.confirm')}</Button>
      </div>
    </>
  );
}

export function RecordFilterDialog<Filters>({
  isOpen,
  filters,
  onClose,
  onConfirm,
  title,
  choices,
}: FilterPanelProps<Filters> & { title: string; choices: FilterChoices<Filters> }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      {isOpen ? (
        <div className="record-filter stack-4">
          <Draft
            initial={filters}
            onBack={onClose}
            onConfirm={(next) => {
              onConfirm(next);
              onClose();
            }}
            choices={choices}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
