/** A code-capture route: nothing to show, it stores the code and forwards at once. */
import type { CapturedCodeType } from '@khela/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { captureCode } from '../code-capture';

export function CodeCaptureScreen({
  type,
  signupHref,
}: {
  type: CapturedCodeType;
  signupHref: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  // React's development double-run of effects must not raise the alert twice.
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const target = captureCode(type, search, {
      signupHref,
      missingMessage: (missingType) => t('messages.missingCode', { type: missingType }),
    });
    void navigate(target, { replace: true });
  }, [type, search, signupHref, navigate, t]);
  return null;
}
