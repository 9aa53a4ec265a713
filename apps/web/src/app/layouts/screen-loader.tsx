/** Shown in a layout's content area while a screen's chunk downloads; the header stays in place. */
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { DotLoader } from '../../shared/ui/loaders';
import './layouts.css';

function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className="screen-loader">
      <DotLoader label={t('common.loading')} />
    </div>
  );
}

export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children}</Suspense>;
}
