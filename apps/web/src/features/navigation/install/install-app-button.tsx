/**
 * "App" ([contract: Screens]). When the operator has uploaded an Android build, the button downloads
 * it under the site's name; otherwise it asks the browser to install the site, and where the
 * browser cannot, explains Add to Home screen in a small sheet.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { logError } from '../../../shared/log';
import { useGeneral } from '../../../shared/site/get-general';
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
  const downloadUrl = useGeneral().data?.app_download_url;
  if (downloadUrl) {
    return (
      <a className={className} aria-label={label} href={downloadUrl} download>
        {children}
      </a>
    );
  }
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
