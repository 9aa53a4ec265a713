/** The Money area: its sub-tabs (deposits, withdrawals, payment methods) above the screen. */
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../session/session-store';
import { canManagePaymentMethods } from './money-roles';
import './money.css';

export function MoneyLayout() {
  const role = useSession()?.operator.role;
  return (
    <section className="screen money-screen" aria-labelledby="money-title">
      <h1 id="money-title">Money</h1>
      <nav className="sub-tabs" aria-label="Money">
        <NavLink to="/money/deposits">Deposits</NavLink>
        <NavLink to="/money/withdrawals">Withdrawals</NavLink>
        {canManagePaymentMethods(role) && (
          <NavLink to="/money/payment-methods">Payment methods</NavLink>
        )}
      </nav>
      <Outlet />
    </section>
  );
}
