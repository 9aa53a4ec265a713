/** The support desk's round badge beside its name and messages. */
import { Headset } from 'lucide-react';

export function SupportAvatar({ size = 40 }: { size?: number }) {
  return (
    <span className="icon-badge" style={{ width: size, height: size }} aria-hidden="true">
      <Headset size={Math.round(size * 0.5)} />
    </span>
  );
}
