/**
 * Terms and Conditions (/terms, ours: the sign-up line and the footer link here): the rules a
 * player agrees to, section by section, in the player's language, with the date they last changed.
 * Public, like the sign-up screen that links to it.
 */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { paths } from '../../../shared/routing/paths';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { TitledSection } from '../../../shared/ui/titled-section';

/** When the text below last changed: a change to a rule changes this date too. */
const TERMS_CHANGED = '2026-11-30T00:00:00+06:00';

const sectionKeys = [
  'account',
  'money',
  'bonuses',
  'exchange',
  'house',
  'casino',
  'responsible',
  'changes',
] as const;

export function TermsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const site = useSiteTitle();
  return (
    <div className="screen-body stack-3">
      <ScreenHeading
        title={t('terms.title')}
        backHref={paths.home.getHref()}
        backLabel={t('common.back')}
      />
      <p className="text-muted-xs">{t('terms.updated', { date: format.date(TERMS_CHANGED) })}</p>
      <p className="text-muted-sm">{t('terms.intro', { site })}</p>
      {sectionKeys.map((key) => (
        <TitledSection
          key={key}
          className="panel stack-2"
          titleClassName="panel__title"
          title={t(`terms.sections.${key}.title`)}
        >
          <p className="text-muted-sm">{t(`terms.sections.${key}.body`)}</p>
        </TitledSection>
      ))}
    </div>
  );
}
