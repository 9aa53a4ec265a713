/**
 * Convert VP ([contract: Screens], [contract: Validation], [contract: Error texts]): the field shows 'Not enough points…' while the typed points
 * are below the minimum or above the player's VP; a submit below 10 shows 'Minimum VP Required:
 * 10.'; a refusal shows the server's message, else 'An error occurred'; no answer has its own.
 */
import { VIP_CONVERT_POINTS_MIN, vipMessages } from '@khela/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { readRemoteId } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextField } from '../../../shared/ui/text-field';
import { useConvertVipCoin } from '../api/convert-vip-coin';
import {
  conversionPreviewTaka,
  convertFailureMessage,
  convertFieldMessage,
  convertSubmitProblem,
  typedPoints,
} from '../convert-rules';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

export function ConvertPanel({
  availablePoints,
  pointValueTaka,
}: {
  availablePoints: number;
  pointValueTaka: number | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const convert = useConvertVipCoin();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [success, setSuccess] = useState<string | undefined>();

  const fieldMessage = convertFieldMessage(text, availablePoints);
  const points = typedPoints(text);
  const previewTaka =
    points === undefined || pointValueTaka === undefined
      ? undefined
      : conversionPreviewTaka(points, pointValueTaka);
  const preview = previewTaka === undefined ? undefined : format.taka(previewTaka);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(undefined);
    const blocked = convertSubmitProblem(text);
    if (blocked) {
      setProblem(blocked);
      return;
    }
    const remoteId = readRemoteId();
    if (remoteId === undefined || points === undefined) {
      setProblem(vipMessages.failed);
      return;
    }
    setProblem(undefined);
    convert.mutate(
      { remoteId, points },
      {
        onSuccess: (answer) => {
          setText('');
          setSuccess(answer.message);
        },
        onError: (error) => setProblem(convertFailureMessage(error)),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="vip-convert-title">
      <h2 id="vip-convert-title" className="panel__title">
        {t('vip.convertTitle')}
      </h2>
      <form className="vip-convert stack-2" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('vip.convertLabel')}
          name="vip_coin"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
            setSuccess(undefined);
          }}
          error={fieldMessage ? translate(fieldMessage) : undefined}
          hint={
            pointValueTaka === undefined
              ? undefined
              : t('vip.convertHint', {
                  minimum: format.number(VIP_CONVERT_POINTS_MIN),
                  value: format.taka(pointValueTaka),
                })
          }
        />
        {preview && !fieldMessage ? (
          <p className="vip-convert__preview text-muted-sm">
            {t('vip.convertPreview', { amount: preview })}
          </p>
        ) : null}
        <FormAlert message={problem ? translate(problem) : undefined} />
        <p className="notice notice--success" role="status" aria-live="polite">
          {success ? translate(success) : null}
        </p>
        <Button type="submit" block isBusy={convert.isPending} busyLabel={t('vip.converting')}>
          {t('vip.convert')}
        </Button>
      </form>
    </section>
  );
}
