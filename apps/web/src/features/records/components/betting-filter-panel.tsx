/**
 * The betting record's filter panel ([contract: Screens]): Platform and Game Type from the values in
 * the data (tapping the chosen one again goes back to All) and Date. Choices are a draft until
 * Confirm applies them; Back closes without applying.
 */
import { bettingRecordDateRanges } from '@khela/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { toggleChoice, type BettingFilters } from '../betting-record-list';
import { RecordChoiceGroup } from './record-choice-group';

function withAll(values: readonly string[], allLabel: string) {
  return [
    { value: null, label: allLabel },
    ...values.map((value) => ({ value, label: value })),
  ] as const satisfies readonly { value: string | null; label: string }[];
}

function FilterChoices({
  initial,
  platforms,
  gameTypes,
  onBack,
  onConfirm,
}: {
  initial: BettingFilters;
  platforms: readonly string[];
  gameTypes: readonly string[];
  onBack: () => void;
  onConfirm: (filters: BettingFilters) => void;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const [draft, setDraft] = useState(initial);
  const all = t('records.betting.all');
  return (
    <>
      <RecordChoiceGroup<string | null>
        legend={t('records.betting.platform')}
        name={`${groupId}-platform`}
        choices={withAll(platforms, all)}
        selected={draft.platform}
        onSelect={(platform) => setDraft({ ...draft, platform })}
        onReselect={(platform) =>
          setDraft({
            ...draft,
            platform: platform === null ? null : toggleChoice(draft.platform, platform),
          })
        }
      />
      <RecordChoiceGroup<string | null>
        legend={t('records.betting.gameType')}
        name={`${groupId}-game-type`}
        choices={withAll(gameTypes, all)}
        selected={draft.gameType}
        onSelect={(gameType) => setDraft({ ...draft, gameType })}
        onReselect={(gameType) =>
          setDraft({
            ...draft,
            gameType: gameType === null ? null : toggleChoice(draft.gameType, gameType),
          })
        }
      />
      <RecordChoiceGroup
        legend={t('records.betting.date')}
        name={`${groupId}-date`}
        choices={bettingRecordDateRanges.map((range) => ({
          value: range,
          label: t(`records.transactions.dateRanges.${range}`),
        }))}
        selected={draft.range}
        onSelect={(range) => setDraft({ ...draft, range })}
      />
      <div className="record-filter__actions">
        <Button variant="ghost" onClick={onBack}>
          {t('records.transactions.back')}
        </Button>
        <Button onClick={() => onConfirm(draft)}>{t('records.transactions.confirm')}</Button>
      </div>
    </>
  );
}

export function BettingFilterPanel({
  isOpen,
  filters,
  platforms,
  gameTypes,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  filters: BettingFilters;
  platforms: readonly string[];
  gameTypes: readonly string[];
  onClose: () => void;
  onConfirm: (filters: BettingFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('records.betting.filterTitle')}>
      {/* Mounted only while open, so each opening starts from the applied filters. */}
      {isOpen ? (
        <div className="record-filter stack-4">
          <FilterChoices
            initial={filters}
            platforms={platforms}
            gameTypes={gameTypes}
            onBack={onClose}
            onConfirm={(next) => {
              onConfirm(next);
              onClose();
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
