/**
 * "App" (public-area §2.5). The site is not shipped as an APK: the button asks the browser to
 * install the site when it can, and otherwise explains Add to Home screen in a small sheet.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { logError } from '../../../shared/log';
import { promptInstall } from './install-prompt';

const InstallHelpDialog = lazy(() => import('./install-help-dialog'));

export function InstallAppButton({
  className,
  children,
  label,
}: {
  className: string;
  children: ReactNode;
  /** The accessible name when the visible content is an icon or a short word. */
  label?: string;
}) {
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onPointerDown={() => void import('./install-help-dialog').catch(() => undefined)}
        onClick={() => {
          promptInstall().then(
            (prompted) => {
              if (!prompted) setIsHelpOpen(true);
            },
            (error: unknown) => {
              logError('Install prompt failed', error);
              setIsHelpOpen(true);
            },
          );
        }}
      >
        {children}
      </button>
      {isHelpOpen ? (
        <Suspense fallback={null}>
          <InstallHelpDialog onClose={() => setIsHelpOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
