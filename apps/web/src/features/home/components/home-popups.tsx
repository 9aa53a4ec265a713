/**
 * The popups home may open on arrival ([contract: Screens], [contract: States]): the system notice (popup '1', when
 * the operator wrote one) and the welcome popup right after signup (regPopup '1'). Closing either
 * sets its flag to '0' so it never returns. After signup both are due: the operator's notice comes
 * first, so the welcome's call to action ("Browse games") is the last thing and leads straight on.
 * Their code downloads only when one is due.
 */
import { lazy, Suspense, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../../shared/storage';
import { useGeneral } from '../../../shared/site/get-general';

const WelcomeDialog = lazy(() => import('./welcome-dialog'));
const SystemNoticeDialog = lazy(() => import('./system-notice-dialog'));

export function HomePopups({ onBrowseGames }: { onBrowseGames: () => void }) {
  const general = useGeneral();
  const [isWelcomeDue, setIsWelcomeDue] = useState(() => readStorage(storageKeys.regPopup) === '1');
  const [isNoticeDue, setIsNoticeDue] = useState(() => readStorage(storageKeys.popup) === '1');
  const notice = general.data?.system_notice?.trim();

  if (isNoticeDue && notice) {
    return (
      <Suspense fallback={null}>
        <SystemNoticeDialog
          notice={notice}
          onClose={() => {
            writeStorage(storageKeys.popup, '0');
            setIsNoticeDue(false);
          }}
        />
      </Suspense>
    );
  }
  if (isWelcomeDue) {
    const close = () => {
      writeStorage(storageKeys.regPopup, '0');
      setIsWelcomeDue(false);
    };
    return (
      <Suspense fallback={null}>
        <WelcomeDialog
          onClose={close}
          onBrowseGames={() => {
            close();
            onBrowseGames();
          }}
        />
      </Suspense>
    );
  }
  return null;
}
