/**
 * The round chat button ([contract: Screens]). It can be dragged out of the way; a press that moves
 * under 10 px is a tap and opens chat in the spec's order. Without any chat channel it is not shown.
 */
import { MessageCircle } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { draggedPosition, isDrag, type Point } from './drag';
import { useChat } from './use-chat';
import './chat-button.css';

interface Gesture {
  pointerId: number;
  pointerStart: Point;
  buttonStart: Point;
  isDragging: boolean;
}

export function ChatButton() {
  const { t } = useTranslation();
  const chat = useChat();
  const [position, setPosition] = useState<Point>();
  const gesture = useRef<Gesture | null>(null);
  // Set when a drag ends, so the click the browser sends after it does not open chat.
  const suppressClick = useRef(false);

  if (!chat.channel) return null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    gesture.current = {
      pointerId: event.pointerId,
      pointerStart: { x: event.clientX, y: event.clientY },
      buttonStart: { x: box.left, y: box.top },
      isDragging: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const pointer = { x: event.clientX, y: event.clientY };
    if (!current.isDragging && !isDrag(current.pointerStart, pointer)) return;
    current.isDragging = true;
    const box = event.currentTarget.getBoundingClientRect();
    setPosition(
      draggedPosition(
        current.buttonStart,
        current.pointerStart,
        pointer,
        { width: box.width, height: box.height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  };

  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    suppressClick.current = current.isDragging;
    gesture.current = null;
  };

  return (
    <button
      type="button"
      className={
        position ? 'chat-button inline-center chat-button--moved' : 'chat-button inline-center'
      }
      style={position ? { left: position.x, top: position.y } : undefined}
      aria-label={t('navigation.chat')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        chat.open();
      }}
    >
      <MessageCircle size={26} aria-hidden="true" />
    </button>
  );
}
