/**
 * Member menu (/account, [contract: Screens]): name, VIP points, Main Wallet, the menu groups and Log
 * out. A row appears only when the app passes its route, so the menu never holds a dead link;
 * a group with no rows is left out.
 */
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  ChartColumn,
  Crown,
  Gift,
  Inbox,
  KeyRound,
  LifeBuoy,
  LogOut,
  Mail,
  MessageCircle,
  ReceiptText,
  Send,
  ShieldCheck,
  ThumbsUp,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { readUsername } from '../../../shared/session/session-store';
import { useSocialLinks } from '../../../shared/site/get-social-links';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { useUser } from '../../../shared/session/get-user';
import { useLogout } from '../../../shared/session/logout';
import { MenuGroup, type MenuEntry } from '../components/menu-group';
import { WalletCard } from '../components/wallet-card';
import { contactLinks, type ContactKind } from '../contact-links';
import './account-screen.css';
import { paths } from '../../../shared/routing/paths';

export type AccountEntryName =
  | 'deposit'
  | 'withdrawal'
  | 'bettingRecords'
  | 'turnover'
  | 'transactionRecords'
  | 'personalInfo'
  | 'identity'
  | 'resetPassword'
  | 'inbox'
  | 'referral'
  | 'saferGambling';

export interface AccountScreenProps {
  /** The routes that exist; an entry without one is not shown. */
  entryHrefs: Partial<Record<AccountEntryName, string>>;
}

type GroupName = 'funds' | 'history' | 'profile';

const menuGroups: { name: GroupName; entries: [AccountEntryName, LucideIcon][] }[] = [
  {
    name: 'funds',
    entries: [
      ['deposit', ArrowDownToLine],
      ['withdrawal', ArrowUpFromLine],
    ],
  },
  {
    name: 'history',
    entries: [
      ['bettingRecords', ReceiptText],
      ['turnover', ChartColumn],
      ['transactionRecords', ArrowLeftRight],
    ],
  },
  {
    name: 'profile',
    entries: [
      ['personalInfo', UserRound],
      ['identity', ShieldCheck],
      ['resetPassword', KeyRound],
      ['inbox', Inbox],
      ['referral', Gift],
      ['saferGambling', LifeBuoy],
    ],
  },
];

const contactIcons: Record<ContactKind, LucideIcon> = {
  whatsapp: MessageCircle,
  facebook: ThumbsUp,
  telegram: Send,
  email: Mail,
};

function ProfileCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useUser();
  const fallbackName = readUsername() ?? '';
  const displayName = user.data?.name.trim() || user.data?.username || fallbackName;
  return (
    <section className="profile-card row-3" aria-label={t('account.title')}>
      <span className="avatar" aria-hidden="true">
        {displayName.slice(0, 1).toUpperCase()}
      </span>
      <div className="profile-card__text stack-1">
        <h1 className="profile-card__name text-clip">{displayName}</h1>
        {user.isPending ? (
          <Skeleton width={120} height={18} />
        ) : user.isError ? (
          <p className="profile-card__error" role="alert">
            {t('account.loadFailed')}{' '}
            <button type="button" className="text-button" onClick={() => void user.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <p className="profile-card__vip text-muted-sm row-1">
            <Crown size={16} aria-hidden="true" />
            <span>
              {t('account.vipPoints')}: <strong>{format.number(user.data.vip_coin)}</strong>
            </span>
          </p>
        )}
      </div>
    </section>
  );
}

export function AccountScreen({ entryHrefs }: AccountScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const socialLinks = useSocialLinks();
  const logoutMutation = useLogout();

  const onLogout = () => {
    logoutMutation.mutate(undefined, {
      onSettled: () => void navigate(paths.home.getHref(), { replace: true }),
    });
  };

  const contactEntries: MenuEntry[] = contactLinks(socialLinks.data).map(({ kind, href }) => ({
    key: kind,
    label: t(`account.entries.${kind}`),
    icon: contactIcons[kind],
    href,
    isExternal: true,
  }));

  return (
    <div className="screen-body">
      <ProfileCard />
      <WalletCard />
      {menuGroups.map((group) => (
        <MenuGroup
          key={group.name}
          id={group.name}
          title={t(`account.groups.${group.name}`)}
          entries={group.entries.flatMap(([name, icon]) => {
            const href = entryHrefs[name];
            return href ? [{ key: name, label: t(`account.entries.${name}`), icon, href }] : [];
          })}
        />
      ))}
      <MenuGroup id="contact" title={t('account.groups.contact')} entries={contactEntries} />
      <Button
        variant="ghost"
        block
        icon={<LogOut size={20} aria-hidden="true" />}
        isBusy={logoutMutation.isPending}
        busyLabel={t('account.loggingOut')}
        onClick={onLogout}
      >
        {t('account.logout')}
      </Button>
    </div>
  );
}
