/** How often the reality check reminds the player, saved on the server (it follows the player). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { realityCheckChoices } from '@khela/contract';
import { useState, type FormEvent } from 'react';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TitledSection } from '../../../shared/ui/titled-section';
import { saferGamblingStatusQuery, saveRealityCheck } from '../api/safer-gambling-calls';

export function RealityCheckPanel({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(String(minutes));
  const save = useMutation({
    mutationFn: () => saveRealityCheck(Number(chosen)),
    onSuccess: (answer) =>
      queryClient.setQueryData(saferGamblingStatusQuery().queryKey, answer.status),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <TitledSection
      title={t('saferGambling.realityCheck')}
      className="safer-section stack-2"
      titleClassName="safer-section__title"
    >
      <p className="text-muted-sm">{t('saferGambling.realityCheckHint')}</p>
      <form className="row-2 safer-section__form" onSubmit={submit}>
        <SelectField
          label={t('saferGambling.realityCheckEvery')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={realityCheckChoices.map((choice) => ({
            value: String(choice),
            label:
              choice === 0
                ? t('saferGambling.realityCheckOff')
                : t('saferGambling.realityCheckMinutes', { minutes: format.number(choice) }),
          }))}
        />
        <Button
          type="submit"
          size="sm"
          isBusy={save.isPending}
          busyLabel={t('saferGambling.saving')}
        >
          {t('saferGambling.save')}
        </Button>
      </form>
      {save.isSuccess ? <p role="status">{translate(save.data.message)}</p> : null}
      {save.isError ? <p role="alert">{t('saferGambling.saveFailed')}</p> : null}
    </TitledSection>
  );
}
