/** Promotions & rewards (owner, content): sub-tabs for promotions, VIP levels and the referral share. */
import { AreaLayout } from '../ui/area-layout';
import './rewards.css';

const tabs = [
  { to: '/rewards/promotions', label: 'Promotions' },
  { to: '/rewards/vip', label: 'VIP levels' },
  { to: '/rewards/referral', label: 'Referral' },
];

export function RewardsLayout() {
  return (
    <AreaLayout
      id="rewards-title"
      title="Promotions & rewards"
      tabsLabel="Promotions and rewards"
      className="rewards-screen"
      tabs={tabs}
    />
  );
}
