/**
 * Mobile promotions (/promotions, [contract: Screens]): the category tabs, which are display only
 * (choosing one marks it and changes nothing else), and the cards of the promotions with status
 * display. A failed list is logged only ([contract: Error texts]), so the player sees the empty state with a retry.
 */
import { mobilePromotionTabs } from '@khela/contract';
import { Gift } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePromotions, type ListedPromotion } from '../api/get-promotions';
import { PromotionCard, PromotionCardSkeleton } from '../components/promotion-card';
import { PromotionDetailsDialog } from '../components/promotion-details-dialog';
import { mobileTabKeys, type MobilePromotionTab } from '../promotion-categories';
import './promotions-screen.css';
import { RetryButton } from '../../../shared/ui/retry-button';

/** Where a key moves the selection in a row of tabs (the ARIA tabs pattern), or undefined. */
function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

const tabId = (index: number) => `promotion-tab-${index}`;

function PromotionTabs({
  selected,
  onSelect,
}: {
  selected: MobilePromotionTab;
  onSelect: (tab: MobilePromotionTab) => void;
}) {
  const { t } = useTranslation();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = mobilePromotionTabs.indexOf(selected);
    const target = tabIndexAfterKey(event.key, index, mobilePromotionTabs.length);
    if (target === undefined) return;
    event.preventDefault();
    const tab = mobilePromotionTabs[target];
    if (tab === undefined) return;
    onSelect(tab);
    tabRefs.current[target]?.focus();
  };

  return (
    <div
      className="pill-tabs promotion-tabs"
      role="tablist"
      aria-label={t('promotions.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {mobilePromotionTabs.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={isSelected}
            aria-controls="promotion-list"
            tabIndex={isSelected ? 0 : -1}
            className="pill-tabs__tab"
            onClick={(event) => {
              onSelect(tab);
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            }}
          >
            {t(`promotions.tabs.${mobileTabKeys[tab]}`)}
          </button>
        );
      })}
    </div>
  );
}

export function PromotionsScreen() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [opened, setOpened] = useState<ListedPromotion>();
  const [selectedTab, setSelectedTab] = useState<MobilePromotionTab>('ALL');

  let content;
  if (promotions.isPending) {
    content = (
      <div className="promotion-list" role="status" aria-label={t('promotions.loading')}>
        <PromotionCardSkeleton />
        <PromotionCardSkeleton />
      </div>
    );
  } else if (promotions.isError || promotions.data.length === 0) {
    content = (
      <div className="empty-state">
        <Gift size={40} aria-hidden="true" />
        <p>{t('promotions.empty')}</p>
        {promotions.isError ? <RetryButton query={promotions} /> : null}
      </div>
    );
  } else {
    content = (
      <div className="promotion-list">
        {promotions.data.map((promotion, index) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            isFirst={index === 0}
            onDetails={setOpened}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="promotions-screen stack-4">
      <header className="promotions-screen__heading stack-1">
        <h1 className="promotions-screen__title">{t('promotions.title')}</h1>
        <p className="promotions-screen__intro text-muted-sm">{t('promotions.intro')}</p>
      </header>
      <PromotionTabs selected={selectedTab} onSelect={setSelectedTab} />
      <section
        id="promotion-list"
        role="tabpanel"
        aria-labelledby={tabId(mobilePromotionTabs.indexOf(selectedTab))}
        aria-busy={promotions.isPending || undefined}
      >
        {content}
      </section>
      <PromotionDetailsDialog promotion={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
