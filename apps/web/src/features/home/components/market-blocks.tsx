/**
 * The market blocks ([contract: Screens]): one tile per section. A tile opens its section: a games
 * category opens the games screen, Sports opens the exchange once it is served and meanwhile shows
 * the SPORTS tab below. For a member the upline's block is checked first ([contract: Roles], [contract: Screens]).
 */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import {
  categoryIcons,
  menuCategoryTypes,
  type MenuCategoryType,
} from '../../../shared/catalog/categories';
import type { HomeLinks } from '../home-links';
import type { MarketGate } from '../../../shared/market-block/use-market-gate';
import './market-blocks.css';
import { paths } from '../../../shared/routing/paths';
import { TitledSection } from '../../../shared/ui/titled-section';

export function MarketBlocks({
  links,
  gate,
  onShowCategory,
}: {
  links: HomeLinks;
  gate: MarketGate;
  /** Shows a category in the tabs below (Sports, while the exchange is not served). */
  onShowCategory: (type: MenuCategoryType) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const open = (type: MenuCategoryType) => {
    if (type === 'SPORTS') {
      const exchangeHref = links.exchangeHref;
      gate.guard('exchange', () =>
        exchangeHref ? void navigate(exchangeHref) : onShowCategory('SPORTS'),
      );
      return;
    }
    gate.guard(
      'games',
      () => void navigate(paths.games.getHref({ type, title: t(`categories.${type}`) })),
    );
  };

  return (
    <TitledSection
      className="market-blocks"
      titleClassName="home-section-title"
      title={t('home.markets')}
    >
      <ul className="market-blocks__grid plain-list">
        {menuCategoryTypes.map((type) => {
          const Icon = categoryIcons[type];
          return (
            <li key={type}>
              <button
                type="button"
                className={`market-block stack-1 market-block--${type.toLowerCase()}`}
                onClick={() => open(type)}
              >
                <Icon size={26} aria-hidden="true" />
                <span>{t(type === 'SPORTS' ? 'home.exchangeBlock' : `categories.${type}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
