/**
 * Convert VP ([contract: Screens], [contract: Validation], [contract: Error texts]): the field shows 'Not enough points…' while the typed points
 * are below the minimum or above the player's VP; a submit below 10 shows 'Minimum VP Required:
 * 10.'; a refusal shows the server's message, else 'An error occurred'; no answer has its own.
 */
import { VIP_CONVERT_POINTS_MIN, vipMessages } from '@khela/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { readRemoteId } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextField } from '../../../shared/ui/text-field';
import { useConvertVipCoin } from '../api/convert-vip-coin';
import {
  conversionPreviewTaka,
  convertFailureMessage,
  convertFieldMessage,
  convertPointsSchema,
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
  // The submit check's message stays until the field changes, as the live one under it does.
  const form = useContractForm(convertPointsSchema, {
    defaultValues: { vip_coin: '' },
    reValidateMode: 'onSubmit',
  });
  // The schema also takes a number (a query string's), so its input type is wider than the text here.
  const typed = useWatch({ control: form.control, name: 'vip_coin' });
  const text = typeof typed === 'string' ? typed : '';
  const [success, setSuccess] = useState<string | undefined>();
  const pointsField = form.field('vip_coin');

  const fieldMessage = convertFieldMessage(text, availablePoints);
  const points = typedPoints(text);
  const previewTaka =
    points === undefined || pointValueTaka === undefined
      ? undefined
      : conversionPreviewTaka(points, pointValueTaka);
  const preview = previewTaka === undefined ? undefined : format.taka(previewTaka);

  const onSubmit = form.submit(async ({ vip_coin: pointsToConvert }) => {
    const remoteId = readRemoteId();
    if (remoteId === undefined) {
      form.setFailure(vipMessages.failed);
      return;
    }
    try {
      const answer = await convert.mutateAsync({ remoteId, points: pointsToConvert });
      form.reset();
      setSuccess(answer.message);
    } catch (error) {
      // The spec's rule: the server's message, else its generic text (not a field's message).
      form.setFailure(convertFailureMessage(error));
    }
  });

  // The field holds the live message; the submit check's ('Minimum VP Required') goes above the
  // button with the call's failures, as the spec places it.
  const problemText = form.failureText ?? pointsField.error;

  return (
    <section className="panel" aria-labelledby="vip-convert-title">
      <h2 id="vip-convert-title" className="panel__title">
        {t('vip.convertTitle')}
      </h2>
      <form
        className="vip-convert stack-2"
        onSubmit={(event) => {
          setSuccess(undefined);
          onSubmit(event);
        }}
        noValidate
      >
        <TextField
          label={t('vip.convertLabel')}
          inputMode="numeric"
          autoComplete="off"
          {...pointsField}
          onChange={(event) => {
            form.clearErrors('vip_coin');
            form.setFailure(undefined);
            setSuccess(undefined);
            void pointsField.onChange(event);
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
        <FormAlert message={problemText} />
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
