/**
 * The betting record's filter panel ([contract: Screens]): Platform and Game Type from the values in
 * the data (tapping the chosen one again goes back to All) and Date. Choices are a draft until
 * Confirm applies them; Back closes without applying.
 */
import { bettingRecordDateRanges } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toggleChoice, type BettingFilters } from '../betting-record-list';
import { RecordChoiceGroup } from './record-choice-group';
import { RecordFilterDialog, type FilterPanelProps } from './record-filter-dialog';

function withAll(values: readonly string[], allLabel: string) {
  return [
    { value: null, label: allLabel },
    ...values.map((value) => ({ value, label: value })),
  ] as const satisfies readonly { value: string | null; label: string }[];
}

export function BettingFilterPanel({
  platforms,
  gameTypes,
  ...props
}: FilterPanelProps<BettingFilters> & {
  platforms: readonly string[];
  gameTypes: readonly string[];
}) {
  const { t } = useTranslation();
  const all = t('records.betting.all');
  return (
    <RecordFilterDialog
      {...props}
      title={t('records.betting.filterTitle')}
      choices={(draft, setDraft, groupId) => (
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
        </>
      )}
    />
  );
}
