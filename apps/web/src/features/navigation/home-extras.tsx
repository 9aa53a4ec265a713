/**
 * What home carries below and above its content ([contract: Screens]): the footer, the chat button
 * and back-to-top. None of it is needed for the first screen, so it loads once that is drawn and
 * the page has had an idle moment (shared/use-idle-ready.ts).
 */
import { lazy, Suspense } from 'react';
import { useIdleReady } from '../../shared/use-idle-ready';
import './home-extras.css';

const HomeExtrasContent = lazy(() => import('./home-extras-content'));

export function HomeExtras() {
  const ready = useIdleReady();
  const slot = <div className="site-footer-slot" aria-hidden="true" />;
  return ready ? (
    <Suspense fallback={slot}>
      <HomeExtrasContent />
    </Suspense>
  ) : (
    slot
  );
}
