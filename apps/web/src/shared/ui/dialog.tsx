/**
 * A modal dialog for the spec's popups and alerts. It sits above the page in a portal, keeps
 * keyboard focus inside until it closes (Tab wraps, Escape closes), hides the page behind it from
 * screen readers and pointers (`inert`), stops the page scrolling, and hands focus back to the
 * control that opened it. `role="alertdialog"` is for messages the player must acknowledge.
 */
import { X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableSelector, trapTab } from './focus-trap';
import { holdPageUnder } from './modal-page';
import './dialog.css';

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Read as the title's label; the heading itself still shows. */
  role?: 'dialog' | 'alertdialog';
  /** The close (×) button's accessible name; without it the dialog has no × button. */
  closeLabel?: string | undefined;
  /** Receives focus when the dialog opens; otherwise the first control, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Shown above the title, edge to edge (the promotion banner). */
  media?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md';
  children?: ReactNode;
}

/** Marks every other child of <body> inert while a dialog is open, and restores them after. */
function useInertSiblings(host: HTMLElement | null, isOpen: boolean) {
  useEffect(() => {
    if (!isOpen || !host) return undefined;
    return holdPageUnder(host);
  }, [host, isOpen]);
}

export function Dialog({
  isOpen,
  onClose,
  title,
  role = 'dialog',
  closeLabel,
  initialFocusRef,
  media,
  footer,
  size = 'md',
  children,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The portal's own node, added to <body> only while open, so `inert` can spare exactly it.
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'dialog-host';
    return element;
  });
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!isOpen || !host) return undefined;
    document.body.appendChild(host);
    return () => host.remove();
  }, [host, isOpen]);

  useInertSiblings(host, isOpen);

  useEffect(() => {
    if (!isOpen) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target =
      initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(focusableSelector) ?? panel;
    target?.focus();
    return () => {
      // The opener may have gone (a step that was replaced); focus then stays where it falls.
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen || !host) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (panelRef.current) trapTab(panelRef.current, event);
  };

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        // A press on the dimmed page closes an ordinary dialog; an alert waits for its button.
        if (event.target === event.currentTarget && role === 'dialog') onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        className={`dialog dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {media ? <div className="dialog__media">{media}</div> : null}
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closeLabel ? (
            <button
              type="button"
              className="dialog__close tap-square inline-center"
              aria-label={closeLabel}
              onClick={() => onCloseRef.current()}
            >
              <X size={20} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {children ? (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        ) : null}
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    host,
  );
}
