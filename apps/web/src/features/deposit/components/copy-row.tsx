/**
 * A labelled value with a copy button (the receiving number, the amount). The shown value may
 * differ from the copied one: the number shows masked but copies whole. Copying nothing opens the
 * spec's alert instead; a copy shows "Copied" for a moment, read out politely.
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClasses } from '../../../shared/ui/button';
import { copyToClipboard } from '../../../shared/copy-to-clipboard';

const COPIED_SHOWN_MS = 2_000;

export function CopyRow({
  label,
  shown,
  copyValue,
  copyLabel,
  copiedLabel,
  onNothingToCopy,
  onCopyFailed,
}: {
  label: string;
  shown: ReactNode;
  copyValue: string;
  copyLabel: string;
  copiedLabel: string;
  onNothingToCopy: () => void;
  onCopyFailed: () => void;
}) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    if (copyValue.trim() === '') {
      onNothingToCopy();
      return;
    }
    if (await copyToClipboard(copyValue)) setIsCopied(true);
    else onCopyFailed();
  };

  return (
    <div className="copy-row row-2">
      <div className="copy-row__text">
        <span className="copy-row__label text-muted-xs">{label}</span>
        <span className="copy-row__value">{shown}</span>
      </div>
      <span className="copy-row__status" aria-live="polite">
        {isCopied ? copiedLabel : ''}
      </span>
      <button
        type="button"
        className={buttonClasses('ghost', 'md', false, 'button--icon')}
        aria-label={copyLabel}
        onClick={() => void onCopy()}
      >
        {isCopied ? <Check size={20} aria-hidden="true" /> : <Copy size={20} aria-hidden="true" />}
      </button>
    </div>
  );
}
