/**
 * The Money area: its sub-tabs (deposits, withdrawals, identity checks, payment methods, risk
 * flags) above the screen.
 */
import { useSession } from '../session/session-store';
import { AreaLayout } from '../ui/area-layout';
import { canDecideMoney, canManagePaymentMethods } from './money-roles';
import './money.css';

export function MoneyLayout() {
  const role = useSession()?.operator.role;
  return (
    <AreaLayout
      id="money-title"
      title="Money"
      tabsLabel="Money"
      className="money-screen"
      tabs={[
        { to: '/money/deposits', label: 'Deposits' },
        { to: '/money/withdrawals', label: 'Withdrawals' },
        { to: '/money/identity', label: 'Identity checks' },
        ...(canManagePaymentMethods(role)
          ? [{ to: '/money/payment-methods', label: 'Payment methods' }]
          : []),
        ...(canDecideMoney(role) ? [{ to: '/money/risk', label: 'Risk flags' }] : []),
      ]}
    />
  );
}
