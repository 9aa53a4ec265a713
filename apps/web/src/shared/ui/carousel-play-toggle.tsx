/** The pause / play button of an auto-advancing carousel (WCAG 2.2.2), named for what it does next. */
import { Pause, Play } from 'lucide-react';

export function CarouselPlayToggle({
  className,
  isPlaying,
  onToggle,
  pauseLabel,
  playLabel,
  iconSize,
}: {
  className: string;
  isPlaying: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  iconSize: number;
}) {
  return (
    <button
      type="button"
      className={`${className} tap-square inline-center`}
      onClick={onToggle}
      aria-label={isPlaying ? pauseLabel : playLabel}
    >
      {isPlaying ? (
        <Pause size={iconSize} aria-hidden="true" />
      ) : (
        <Play size={iconSize} aria-hidden="true" />
      )}
    </button>
  );
}
