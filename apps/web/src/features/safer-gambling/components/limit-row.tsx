/**
 * One limit (a kind and a period): what is in force, what the window has used, a higher limit
 * waiting its day, and a field to ask for a new one. The server decides whether it applies now
 * or waits (docs/decisions.md, Safer gambling) and says which; its answer replaces the page's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerLimit } from '@khela/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api-client';
import { digitsOf } from '../../../shared/forms/digits';
import { useFormat } from '../../../shared/format/use-format';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { saferGamblingStatusQuery, saveLimit } from '../api/safer-gambling-calls';

type Notice = { tone: 'ok' | 'error'; text: string };

/** What was typed as whole taka in ASCII digits: a Bangla keyboard's digits are read too. */
function wholeTaka(typed: string): string {
  return digitsOf(typed.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)));
}

export function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessageTranslator();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () =>
      saveLimit({
        kind: limit.kind,
        period: limit.period,
        amount: typed.trim() === '' ? undefined : Number(typed.trim()),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(saferGamblingStatusQuery().queryKey, answer.status);
      setNotice({ tone: 'ok', text: translate(answer.message) });
      setTyped('');
      setEditing(false);
    },
    onError: (error) => {
      const amountError = isApiError(error) ? error.errors['amount']?.[0] : undefined;
      if (amountError) {
        setFieldError(translate(amountError));
        return;
      }
      setNotice({
        tone: 'error',
        text:
          isApiError(error) && error.serverMessage
            ? translate(error.serverMessage, error.code)
            : t('saferGambling.saveFailed'),
      });
    },
  });
  const amountText = (amount: number | null) =>
    amount === null ? t('saferGambling.noLimit') : format.taka(amount);
  const period = t(`saferGambling.periods.${limit.period}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(undefined);
    setFieldError(undefined);
    save.mutate();
  };
  return (
    <li className="limit-row box stack-2" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className="row-2 limit-row__head">
        <strong>{period}</strong>
        <span className="limit-row__amount">
          {t('saferGambling.current', { amount: amountText(limit.amount) })}
        </span>
      </div>
      <p className="text-muted-sm">
        {t('saferGambling.used', {
          amount: format.taka(limit.used),
          window: t(`saferGambling.windows.${limit.period}`),
        })}
      </p>
      {limit.pending ? (
        <p className="limit-row__pending text-muted-sm">
          {t('saferGambling.pending', {
            from: format.dateTime(limit.pending.from),
            amount: amountText(limit.pending.amount),
          })}
        </p>
      ) : null}
      {editing ? (
        <form className="limit-row__form row-2" onSubmit={submit} noValidate>
          <TextField
            className="limit-row__field"
            label={t('saferGambling.newLimit', { period: period.toLowerCase() })}
            hint={t('saferGambling.newLimitHint')}
            inputMode="numeric"
            autoFocus
            value={typed}
            error={fieldError}
            onChange={(event) => setTyped(wholeTaka(event.target.value))}
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
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="limit-row__change"
          aria-label={t('saferGambling.changeLimit', { period: period.toLowerCase() })}
          onClick={() => {
            setNotice(undefined);
            setEditing(true);
          }}
        >
          {t('saferGambling.change')}
        </Button>
      )}
      {notice ? (
        <p
          className={`limit-row__notice limit-row__notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
    </li>
  );
}
