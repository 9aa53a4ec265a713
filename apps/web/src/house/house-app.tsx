/**
 * The house pages' root: finds the launch token, loads the session, then shows the page the address
 * names. Every state a player can meet has words: loading, an ended session, no connection, an
 * unknown page.
 */
import { Suspense, useCallback, useMemo } from 'react';
import { houseCalls } from '@khela/contract';
import { Button } from '../shared/ui/button';
import { housePageName, housePages } from './house-screens';
import { useTexts } from './shell/house-language';
import { HouseNotice } from './shell/house-shell';
import { HouseSessionProvider, useSessionLoad } from './shell/house-session';
import { createHouseApi } from './shell/house-api';
import { useRefusalWording } from './shell/refusal';
import { shellTexts } from './shell/shell-texts';

export function HouseApp({ token, pathname }: { token: string | null; pathname: string }) {
  const text = useTexts(shellTexts);
  const wording = useRefusalWording();
  const [load, retry, replace] = useSessionLoad(token);
  const api = useMemo(() => (token ? createHouseApi(token) : null), [token]);
  // A reload refreshes the data in place (a seed rotation, a balance after an error) without
  // taking the game off the screen.
  const reload = useCallback(() => {
    void api
      ?.call(houseCalls.session)
      .then(replace)
      .catch(() => undefined);
  }, [api, replace]);

  const name = housePageName(pathname);
  const Page = name && Object.hasOwn(housePages, name) ? housePages[name] : undefined;
  if (!Page) return <HouseNotice message={text.unknownGame} />;

  switch (load.state) {
    case 'loading':
      return <HouseNotice busy message={text.loading} />;
    case 'ended':
      return <HouseNotice message={text.ended} />;
    case 'offline':
    case 'failed':
      return (
        <HouseNotice
          message={load.state === 'offline' ? text.offline : wording(load.refusal, text.failed)}
          action={<Button onClick={retry}>{text.retry}</Button>}
        />
      );
    case 'ready':
      return (
        <HouseSessionProvider token={token ?? ''} data={load.data} onReload={reload}>
          <Suspense fallback={<HouseNotice busy message={text.loading} />}>
            <Page />
          </Suspense>
        </HouseSessionProvider>
      );
  }
}
