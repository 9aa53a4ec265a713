/** A code-capture route: nothing to show, it stores the code and forwards at once. */
import { missingCodeMessage, type CapturedCodeType } from '@khela/contract';
import { useEffect, useRef } from 'react';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useLocation, useNavigate } from 'react-router';
import { captureCode } from '../code-capture';
import { paths } from '../../../shared/routing/paths';

export function CodeCaptureScreen({ type }: { type: CapturedCodeType }) {
  const translate = useMessageTranslator();
  const { search } = useLocation();
  const navigate = useNavigate();
  // React's development double-run of effects must not raise the alert twice.
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const target = captureCode(type, search, {
      signupHref: paths.signup.getHref(),
      missingMessage: (missingType) => translate(missingCodeMessage(missingType)),
    });
    void navigate(target, { replace: true });
    // Runs once (hasRun): the translator read at that moment is the one wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, search, navigate]);
  return null;
}
