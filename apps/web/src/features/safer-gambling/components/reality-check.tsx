/**
 * The reality check: every N minutes after login (the player's choice, or the site's), a dialog
 * with how long the player has played and the result since, with Continue and Log out. Times are
 * counted on the server's clock (the answer carries its `now`), since a phone's clock can be off.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { useLogout } from '../../../shared/session/logout';
import { playSessionQuery } from '../api/safer-gambling-calls';

const MINUTE_MS = 60_000;

export default function RealityCheck() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = useQuery({ ...playSessionQuery(), refetchOnWindowFocus: false });
  /** When the dialog opened, on the server's clock; null while it is closed. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const startedAt = session.data?.started_at;
  const minutes = session.data?.reality_check_minutes ?? 0;
  const serverNow = session.data?.now;
  // The phone's time when that answer arrived: the clock's offset is read against it, not against
  // the time this effect happens to run (later, or again after Continue with the same answer).
  const { refetch, dataUpdatedAt: answeredAt } = session;

  useEffect(() => {
    if (open || !startedAt || !serverNow || minutes <= 0) return undefined;
    const clockOffsetMs = Date.parse(serverNow) - answeredAt;
    const period = minutes * MINUTE_MS;
    const started = Date.parse(startedAt);
    const now = Date.now() + clockOffsetMs;
    const next = started + (Math.floor((now - started) / period) + 1) * period;
    const timer = setTimeout(() => {
      setOpenedAt(Date.now() + clockOffsetMs);
      void refetch();
    }, next - now);
    return () => clearTimeout(timer);
  }, [open, startedAt, serverNow, answeredAt, minutes, refetch]);

  if (openedAt === null || !session.data) return null;
  const playedMinutes = Math.max(
    0,
    Math.floor((openedAt - Date.parse(session.data.started_at)) / MINUTE_MS),
  );
  const result = session.data.net_result;
  const amount =
    result < 0 ? `−${format.taka(-result)}` : `${result > 0 ? '+' : ''}${format.taka(result)}`;
  return (
    <Dialog
      isOpen
      role="alertdialog"
      size="sm"
      title={t('realityCheck.title')}
      onClose={() => setOpenedAt(null)}
      footer={
        <>
          <Button
            variant="ghost"
            isBusy={logout.isPending}
            busyLabel={t('realityCheck.loggingOut')}
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => void navigate(paths.home.getHref(), { replace: true }),
              })
            }
          >
            {t('realityCheck.logout')}
          </Button>
          <Button onClick={() => setOpenedAt(null)}>{t('realityCheck.continue')}</Button>
        </>
      }
    >
      <div className="stack-2" data-testid="reality-check">
        <p>
          {t('realityCheck.played', {
            hours: format.number(Math.floor(playedMinutes / 60)),
            minutes: format.number(playedMinutes % 60),
          })}
        </p>
        <p>{t('realityCheck.result', { amount })}</p>
      </div>
    </Dialog>
  );
}
