/** The whole schema as Kysely sees it: each feature contributes the tables it owns. */
import type { AuthTables } from '../../features/auth/tables.js';
import type { CaptchaTables } from '../../features/captcha/tables.js';
import type { CasinoTables } from '../../features/casino/tables.js';
import type { CatalogTables } from '../../features/catalog/tables.js';
import type { ChatTables } from '../../features/chat/tables.js';
import type { DepositTables } from '../../features/deposits/tables.js';
import type { ExchangeTables } from '../../features/exchange/tables.js';
import type { HouseGameTables } from '../../features/house-games/tables.js';
import type { InboxTables } from '../../features/inbox/tables.js';
import type { OperatorTables } from '../../features/operators/tables.js';
import type { PaymentGatewayTables } from '../../features/payment-gateway/tables.js';
import type { TurnoverTables } from '../../features/turnover/tables.js';
import type { WalletTables } from '../../features/wallet/tables.js';
import type { IdempotencyTables } from '../idempotency/tables.js';
import type { MarketBlockTables } from '../../features/market-block/tables.js';
import type { PaymentTables } from '../../features/payments/tables.js';
import type { ProfileTables } from '../../features/profile/tables.js';
import type { PromotionTables } from '../../features/promotions/tables.js';
import type { ReferralTables } from '../../features/referral/tables.js';
import type { RecoveryTables } from '../../features/recovery/tables.js';
import type { SettlementTables } from '../../features/settlement/tables.js';
import type { SiteTables } from '../../features/site/tables.js';
import type { VipTables } from '../../features/vip/tables.js';
import type { NotifierTables } from '../notifier/tables.js';
import type { SessionTables } from '../auth/tables.js';
import type { LedgerTables } from '../ledger/tables.js';
import type { LeaseTables } from '../lease/tables.js';

export interface Database
  extends
    AuthTables,
    SiteTables,
    SessionTables,
    LedgerTables,
    NotifierTables,
    RecoveryTables,
    ProfileTables,
    CatalogTables,
    PromotionTables,
    MarketBlockTables,
    CaptchaTables,
    PaymentTables,
    WalletTables,
    DepositTables,
    TurnoverTables,
    InboxTables,
    OperatorTables,
    PaymentGatewayTables,
    SettlementTables,
    VipTables,
    ReferralTables,
    ChatTables,
    CasinoTables,
    HouseGameTables,
    ExchangeTables,
    LeaseTables,
    IdempotencyTables {}
