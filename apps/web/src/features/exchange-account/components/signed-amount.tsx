/** A taka amount that gains or loses: green with a plus when positive, red when negative. */
import { useFormat } from '../../../shared/format/use-format';

export function SignedAmount({ amount }: { amount: number }) {
  const format = useFormat();
  const tone = amount > 0 ? 'up' : amount < 0 ? 'down' : 'flat';
  return (
    <span className={`exchange-account__amount exchange-account__amount--${tone}`}>
      {amount > 0 ? '+' : ''}
      {format.taka(amount)}
    </span>
  );
}
