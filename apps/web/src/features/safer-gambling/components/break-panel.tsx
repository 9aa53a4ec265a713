/**
 * A time-out or a self-exclusion: the length, a confirm that says it cannot be undone, then the
 * server ends every session of the player. The page says so and, once read, the phone forgets
 * the session too and goes home.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { breakDurations, type BreakDuration, type BreakKind } from '@khela/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/routing/paths';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { signOut } from '../../../shared/session/session-store';
import { AlertDialog } from '../../../shared/ui/alert-dialog';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SelectField } from '../../../shared/ui/select-field';
import { TitledSection } from '../../../shared/ui/titled-section';
import { startBreak } from '../api/safer-gambling-calls';

function BreakChoice({
  kind,
  onAsk,
}: {
  kind: BreakKind;
  onAsk: (kind: BreakKind, duration: BreakDuration) => void;
}) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<BreakDuration>(breakDurations[kind][0]);
  return (
    <div className="break-choice box stack-2" data-testid={`break-${kind}`}>
      <h3 className="break-choice__title">{t(`saferGambling.${kind}`)}</h3>
      <p className="text-muted-sm">{t(`saferGambling.${kind}Hint`)}</p>
      <SelectField
        label={t('saferGambling.length')}
        value={duration}
        onChange={(event) => setDuration(event.target.value as BreakDuration)}
        options={breakDurations[kind].map((value) => ({
          value,
          label: t(`saferGambling.durations.${value}`),
        }))}
      />
      <Button
        variant={kind === 'exclusion' ? 'primary' : 'secondary'}
        block
        onClick={() => onAsk(kind, duration)}
      >
        {kind === 'exclusion' ? t('saferGambling.startExclusion') : t('saferGambling.startTimeout')}
      </Button>
    </div>
  );
}

export function BreakPanel() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ kind: BreakKind; duration: BreakDuration } | undefined>();
  const start = useMutation({
    mutationFn: (choice: { kind: BreakKind; duration: BreakDuration }) => startBreak(choice),
  });
  const finish = () => {
    signOut();
    queryClient.removeQueries({ queryKey: memberQueryKey });
    void navigate(paths.home.getHref(), { replace: true });
  };
  const failure =
    start.isError && isApiError(start.error) && start.error.serverMessage
      ? translate(start.error.serverMessage, start.error.code)
      : start.isError
        ? t('saferGambling.saveFailed')
        : undefined;
  return (
    <TitledSection
      title={t('saferGambling.takeBreak')}
      className="safer-section stack-2"
      titleClassName="safer-section__title"
    >
      <BreakChoice kind="timeout" onAsk={(kind, duration) => setAsked({ kind, duration })} />
      <BreakChoice kind="exclusion" onAsk={(kind, duration) => setAsked({ kind, duration })} />
      {asked && !start.isSuccess ? (
        <ConfirmDialog
          title={t('saferGambling.confirmTitle')}
          role="alertdialog"
          cancelLabel={t('saferGambling.cancel')}
          confirmLabel={t('saferGambling.confirm')}
          busyLabel={t('saferGambling.starting')}
          isBusy={start.isPending}
          onConfirm={() => {
            if (!start.isPending) start.mutate(asked);
          }}
          onClose={() => {
            start.reset();
            setAsked(undefined);
          }}
        >
          <p>
            {t(
              asked.kind === 'exclusion'
                ? 'saferGambling.confirmExclusion'
                : 'saferGambling.confirmTimeout',
              { duration: t(`saferGambling.durations.${asked.duration}`) },
            )}
          </p>
          {failure ? <p role="alert">{failure}</p> : null}
        </ConfirmDialog>
      ) : null}
      {start.isSuccess ? (
        <AlertDialog
          isOpen
          title={t('saferGambling.breakStartedTitle')}
          okLabel={t('saferGambling.breakStartedOk')}
          onClose={finish}
        >
          <p>{translate(start.data.message)}</p>
        </AlertDialog>
      ) : null}
    </TitledSection>
  );
}
