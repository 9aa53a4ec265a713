/**
 * My Referral: the player's code with a copy icon, a QR code of the link (128 px, drawn here in
 * the browser), Copy Link and Share, then the reward board.
 */
import { REFERRAL_QR_SIZE_PX, referralLink, type ReferralSummary } from '@khela/contract';
import { Copy, Link2, Share2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { copyText, shareLink, type CopyOutcome } from '../referral-actions';
import { RewardBoard } from './reward-board';
import { ShareFallbackDialog } from './share-fallback-dialog';
import { TitledSection } from '../../../shared/ui/titled-section';

export function MyReferral({
  summary,
  origin = window.location.origin,
}: {
  summary: ReferralSummary;
  origin?: string;
}) {
  const { t } = useTranslation();
  const link = referralLink(origin, summary.referral_code);
  const [copyStatus, setCopyStatus] = useState<string | undefined>();
  const [isFallbackOpen, setIsFallbackOpen] = useState(false);

  const statusOf = (outcome: CopyOutcome): string =>
    outcome === 'copied'
      ? t('referral.copied')
      : outcome === 'empty'
        ? t('referral.nothingToCopy')
        : t('referral.copyFailed');

  const copy = async (text: string) => setCopyStatus(statusOf(await copyText(text)));

  const share = async () => {
    setCopyStatus(undefined);
    const outcome = await shareLink({
      title: t('referral.title'),
      text: t('referral.shareText', { code: summary.referral_code }),
      url: link,
    });
    if (outcome === 'unsupported') setIsFallbackOpen(true);
  };

  return (
    <div className="referral-mine stack-4">
      <TitledSection
        className="panel panel--hero referral-code-card"
        titleClassName="panel__label"
        title={t('referral.yourCode')}
      >
        <div className="referral-code-card__code row-2">
          <strong data-testid="referral-code">{summary.referral_code}</strong>
          <button
            type="button"
            className="referral-icon-button tap-square inline-center"
            aria-label={t('referral.copyCode')}
            onClick={() => void copy(summary.referral_code)}
          >
            <Copy size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="referral-qr">
          <QRCodeSVG
            value={link}
            size={REFERRAL_QR_SIZE_PX}
            level="M"
            marginSize={2}
            bgColor="#ffffff"
            fgColor="#000000"
            role="img"
            aria-label={t('referral.qrCode')}
          />
        </div>
        <p className="referral-link stack-1">
          <span className="referral-link__label text-faint-xs">{t('referral.yourLink')}</span>
          <span className="referral-link__value text-muted-sm" data-testid="referral-link">
            {link}
          </span>
        </p>
        <div className="referral-actions">
          <Button
            variant="secondary"
            icon={<Link2 size={18} aria-hidden="true" />}
            onClick={() => void copy(link)}
          >
            {t('referral.copyLink')}
          </Button>
          <Button icon={<Share2 size={18} aria-hidden="true" />} onClick={() => void share()}>
            {t('referral.share')}
          </Button>
        </div>
        <p className="referral-copy-status" role="status" aria-live="polite">
          {isFallbackOpen ? null : copyStatus}
        </p>
      </TitledSection>
      <RewardBoard summary={summary} />
      <ShareFallbackDialog
        isOpen={isFallbackOpen}
        link={link}
        copyStatus={copyStatus}
        onCopy={() => void copy(link)}
        onClose={() => {
          setIsFallbackOpen(false);
          setCopyStatus(undefined);
        }}
      />
    </div>
  );
}
