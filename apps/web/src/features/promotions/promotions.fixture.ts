/** Promotions as GET /api/promotion answers them, for the screens' tests. */
import type { ListedPromotion } from './api/get-promotions';

export const promotionsFixture: ListedPromotion[] = [
  {
    id: 1,
    name: '100% Welcome Bonus',
    desc: 'Double your first deposit up to ৳10,000 and get 20 extra free spins.',
    thumbnail: '/storage/promotions/promotion-1.svg',
    start_date: '2024-01-01',
    end_date: '2024-12-31',
    status: 'display',
    deposit_bouns: 100,
    turnover: 10,
    categories: [99, 1],
  },
  {
    id: 2,
    name: 'Fishing Frenzy Cashback',
    desc: 'Play any fishing game this week and get five percent back.',
    thumbnail: '/storage/promotions/promotion-2.svg',
    start_date: '2024-02-10',
    end_date: '2024-03-05',
    status: 'display',
    deposit_bouns: 0,
    turnover: 1,
    categories: [8],
  },
  {
    id: 3,
    name: 'Deposit only offer',
    desc: 'Offered in the deposit screen only.',
    thumbnail: '/storage/promotions/promotion-3.svg',
    start_date: '2024-01-01',
    end_date: '2024-12-31',
    status: 'active',
    deposit_bouns: 5,
    turnover: 1,
    categories: [1],
  },
];
