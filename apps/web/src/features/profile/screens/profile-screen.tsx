/**
 * Personal Info (/profile, [contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]): username, level, VIP points, full name with
 * the registration date, the primary phone, extra phones (Add disappears at two), the e-mail, each
 * with its status and a Verify action, the birthday (set once) and the note that details are fixed
 * once confirmed. Popups: the e-mail code, the phone code, add a phone, and the error modal.
 */
import { canAddExtraPhone, type ExtraPhone, type User } from '@khela/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { useUser } from '../../../shared/session/get-user';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useOtherPhones } from '../../../shared/session/get-other-phones';
import { useSendVerificationCode } from '../api/verification-calls';
import { AddPhoneDialog } from '../components/add-phone-dialog';
import { BirthdayForm } from '../components/birthday-form';
import { CodeDialog } from '../components/code-dialog';
import { ContactRow } from '../components/contact-row';
import { ErrorDialog, type ProfileError } from '../components/error-dialog';
import { ProfileSummary } from '../components/profile-summary';
import { contactKey, type Contact } from '../contact';
import { codeFailureMessage } from '../profile-failures';
import { useCodeCountdowns } from '../use-code-countdowns';
import './profile-screen.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';
import { TitledSection } from '../../../shared/ui/titled-section';

/** Sending codes, the countdowns and the popups, shared by every contact row. */
function useVerification(onNotice: (message: string) => void) {
  const send = useSendVerificationCode();
  const countdowns = useCodeCountdowns();
  const [sendingKey, setSendingKey] = useState<string>();
  const [openContact, setOpenContact] = useState<Contact>();
  const [error, setError] = useState<ProfileError>();

  const sendCode = async (contact: Contact) => {
    const key = contactKey(contact);
    setSendingKey(key);
    try {
      await send.mutateAsync(contact);
      countdowns.start(key);
      setOpenContact(contact);
    } catch (failure) {
      setError({ message: codeFailureMessage(failure) });
    } finally {
      setSendingKey(undefined);
    }
  };

  return {
    countdowns,
    sendingKey,
    openContact,
    error,
    sendCode: (contact: Contact) => void sendCode(contact),
    openCode: setOpenContact,
    closeCode: () => setOpenContact(undefined),
    closeError: () => setError(undefined),
    showError: (message: string) => setError({ message }),
    showBirthdayError: setError,
    onVerified: (contact: Contact, message: string) => {
      countdowns.clear(contactKey(contact));
      setOpenContact(undefined);
      onNotice(message);
    },
  };
}

type Verification = ReturnType<typeof useVerification>;

function rowPropsFor(verification: Verification, contact: Contact) {
  const key = contactKey(contact);
  return {
    countdownSeconds: verification.countdowns.secondsLeftFor(key),
    isSending: verification.sendingKey === key,
    onVerify: () => verification.sendCode(contact),
    onEnterCode: () => verification.openCode(contact),
  };
}

function ContactsSection({ user, verification }: { user: User; verification: Verification }) {
  const { t } = useTranslation();
  const phone: Contact = { kind: 'phone', value: user.phone };
  const email: Contact = { kind: 'email', value: user.email };
  return (
    <TitledSection
      className="panel panel--compact"
      titleClassName="panel__label"
      title={t('profile.contacts')}
    >
      <ul className="profile-list plain-list">
        <ContactRow
          label={t('profile.phone')}
          value={user.phone}
          isVerified={user.session_id === '1'}
          {...rowPropsFor(verification, phone)}
        />
        <ContactRow
          label={t('profile.email')}
          value={user.email}
          isVerified={user.email_verified_at !== null}
          {...rowPropsFor(verification, email)}
        />
      </ul>
    </TitledSection>
  );
}

function ExtraPhonesSection({
  verification,
  onAdd,
}: {
  verification: Verification;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const phones = useOtherPhones();
  let body;
  if (phones.isPending) {
    body = <Skeleton height={56} className="profile-skeleton" />;
  } else if (phones.isError) {
    body = (
      <RetryNote message={t('profile.extraPhonesFailed')} onRetry={() => void phones.refetch()} />
    );
  } else {
    body = (
      <>
        {phones.data.length === 0 ? (
          <p className="profile-empty text-muted-sm">{t('profile.extraPhonesEmpty')}</p>
        ) : (
          <ul className="profile-list plain-list">
            {phones.data.map((phone: ExtraPhone, index) => (
              <ContactRow
                key={phone.id}
                label={t('profile.extraPhone', { number: format.number(index + 1) })}
                value={phone.contract_value}
                isVerified={phone.isverify === 1}
                {...rowPropsFor(verification, {
                  kind: 'extra_phone',
                  value: phone.contract_value,
                })}
              />
            ))}
          </ul>
        )}
        {canAddExtraPhone(phones.data) ? (
          <Button
            variant="ghost"
            block
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={onAdd}
          >
            {t('profile.addPhone')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <TitledSection
      className="panel panel--compact"
      titleClassName="panel__label"
      title={t('profile.extraPhonesTitle')}
    >
      {body}
    </TitledSection>
  );
}

function ProfileSkeleton() {
  return (
    <div className="profile-loading stack-4" aria-hidden="true">
      <Skeleton height={120} radius="var(--radius-lg)" />
      <Skeleton height={160} radius="var(--radius-lg)" />
      <Skeleton height={96} radius="var(--radius-lg)" />
    </div>
  );
}

export function ProfileScreen() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const user = useUser();
  const [notice, setNotice] = useState<string>();
  const [isAddingPhone, setIsAddingPhone] = useState(false);
  const verification = useVerification(setNotice);

  let content;
  if (user.isPending) {
    content = (
      <>
        <ProfileSkeleton />
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
      </>
    );
  } else if (user.isError) {
    content = <RetryNote message={t('profile.loadFailed')} onRetry={() => void user.refetch()} />;
  } else {
    content = (
      <>
        <ProfileSummary user={user.data} />
        <ContactsSection user={user.data} verification={verification} />
        <ExtraPhonesSection verification={verification} onAdd={() => setIsAddingPhone(true)} />
        <BirthdayForm
          remoteId={user.data.id}
          savedBirthday={user.data.dofb}
          onSaved={() => setNotice(t('profile.birthdaySaved'))}
          onFailure={verification.showBirthdayError}
        />
        <p className="profile-note text-muted-sm">{t('profile.note')}</p>
      </>
    );
  }

  const openContact = verification.openContact;
  return (
    <div className="screen-body">
      <ScreenHeading
        title={t('profile.title')}
        backHref={paths.account.getHref()}
        backLabel={t('profile.backToAccount')}
      />
      <p className="notice notice--success" role="status">
        {notice ? translate(notice) : null}
      </p>
      {content}
      {openContact ? (
        <CodeDialog
          key={contactKey(openContact)}
          contact={openContact}
          secondsLeft={verification.countdowns.secondsLeftFor(contactKey(openContact))}
          isResending={verification.sendingKey === contactKey(openContact)}
          onClose={verification.closeCode}
          onResend={verification.sendCode}
          onVerified={verification.onVerified}
          onFailure={verification.showError}
        />
      ) : null}
      <AddPhoneDialog
        isOpen={isAddingPhone}
        onClose={() => setIsAddingPhone(false)}
        onAdded={(_phone, message) => {
          setIsAddingPhone(false);
          setNotice(message);
        }}
      />
      <ErrorDialog
        error={
          verification.error && {
            message: translate(verification.error.message),
            reason: verification.error.reason && translate(verification.error.reason),
          }
        }
        onClose={verification.closeError}
      />
    </div>
  );
}
