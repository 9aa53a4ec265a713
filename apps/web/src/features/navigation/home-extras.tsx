/**
 * What home carries below and above its content ([contract: Screens]): the footer, the chat button
 * and back-to-top. None of it is needed for the first screen, so it downloads right after it.
 */
import { lazy, Suspense } from 'react';
import './home-extras.css';

const HomeExtrasContent = lazy(() => import('./home-extras-content'));

export function HomeExtras() {
  return (
    <Suspense fallback={<div className="site-footer-slot" aria-hidden="true" />}>
      <HomeExtrasContent />
    </Suspense>
  );
}
