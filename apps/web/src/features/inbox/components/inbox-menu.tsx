/**
 * The inbox's menu ([contract: Screens] /inbox: Edit, Read, Cancel): Edit starts choosing messages,
 * Read all marks every loaded message read, Cancel closes the menu. A menu button with arrow-key
 * movement, Escape and a tap outside to close, as the ARIA menu-button pattern asks.
 */
import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export function InboxMenu({
  canReadAll,
  onEdit,
  onReadAll,
}: {
  canReadAll: boolean;
  onEdit: () => void;
  onReadAll: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return undefined;
    itemRefs.current.find((item) => item && !item.disabled)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const items = [
    { key: 'edit', label: t('inbox.edit'), disabled: false, run: onEdit },
    { key: 'readAll', label: t('inbox.readAll'), disabled: !canReadAll, run: onReadAll },
    { key: 'cancel', label: t('inbox.cancel'), disabled: false, run: () => undefined },
  ];

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const enabled = itemRefs.current.filter((item): item is HTMLButtonElement =>
      Boolean(item && !item.disabled),
    );
    const index = enabled.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      enabled[(index + step + enabled.length) % enabled.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? enabled[0] : enabled[enabled.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="inbox-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="inbox-menu__button tap-square inline-center"
        aria-label={t('inbox.menu')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <MoreVertical size={22} aria-hidden="true" />
      </button>
      {isOpen ? (
        <ul
          id={menuId}
          className="inbox-menu__list"
          role="menu"
          aria-label={t('inbox.menu')}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                className="inbox-menu__item"
                disabled={item.disabled}
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.run();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
