/** Promotions & rewards (owner, content): sub-tabs for promotions, VIP levels and the referral share. */
import { NavLink, Outlet } from 'react-router';
import './rewards.css';

export function RewardsLayout() {
  return (
    <section className="screen rewards-screen" aria-labelledby="rewards-title">
      <h1 id="rewards-title">Promotions &amp; rewards</h1>
      <nav className="rewards-tabs" aria-label="Promotions and rewards">
        <NavLink to="/rewards/promotions">Promotions</NavLink>
        <NavLink to="/rewards/vip">VIP levels</NavLink>
        <NavLink to="/rewards/referral">Referral</NavLink>
      </nav>
      <Outlet />
    </section>
  );
}
