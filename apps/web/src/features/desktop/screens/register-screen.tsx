/**
 * Desktop registration (/register, [contract: Screens], [contract: Entities], [contract: States], [contract: Validation]): step 1 is the account (username,
 * password twice, currency, a friend's refer code), step 2 the person (full name, +880 phone,
 * e-mail, the captcha picture, the age confirmation). Next and Submit run the spec's checks in its
 * order; the server's per-field answers show at their fields, back on step 1 when one belongs
 * there. Success says 'Registration Successful!', empties the form and starts again at step 1.
 *
 * Not on `useContractForm`: a check's message shows above the button, one at a time and kept while
 * the player types, while the server's show under every field they name, on whichever step holds
 * it; the helper places both under the fields, so the steps' checks stay with `register-steps.ts`
 * (the contract's schemas).
 */
import {
  CAPTCHA_DIGITS,
  currencies,
  currencyTypeCodes,
  DEFAULT_CALLING_CODE,
  desktopRegisterMessages,
  signupMessages,
} from '@khela/contract';
import { Check, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { isApiError, isNetworkError } from '../../../shared/api-client';
import { useFormat } from '../../../shared/format/use-format';
import { digitsOf } from '../../../shared/forms/digits';
import { readStorage, removeStorage, storageKeys } from '../../../shared/storage';
import { inputKinds } from '../../../shared/forms/input-kinds';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { captchaSource, useRegister } from '../api/register';
import {
  checkStep1,
  checkStep2,
  emptyRegisterValues,
  stepFields,
  stepOfErrors,
  toRegisterRequest,
  type RegisterField,
  type RegisterStep,
  type RegisterValues,
} from '../register-steps';
import './register-screen.css';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { paths } from '../../../shared/routing/paths';

type FieldErrors = Partial<Record<RegisterField, string>>;

const allFields = [...stepFields[1], ...stepFields[2]];

function isRegisterField(field: string): field is RegisterField {
  return (allFields as readonly string[]).includes(field);
}

function StepIndicator({ step }: { step: RegisterStep }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol className="register-steps plain-list" aria-label={t('desktop.register.stepsLabel')}>
      {([1, 2] as const).map((number) => (
        <li
          key={number}
          className={
            number === step
              ? 'register-steps__item row-2 register-steps__item--current'
              : number < step
                ? 'register-steps__item row-2 register-steps__item--done'
                : 'register-steps__item row-2'
          }
          aria-current={number === step ? 'step' : undefined}
        >
          <span className="register-steps__number inline-center" aria-hidden="true">
            {number < step ? <Check size={16} /> : format.number(number)}
          </span>
          <span>
            <span className="visually-hidden">
              {t('desktop.register.step', { step: format.number(number), total: format.number(2) })}
              :{' '}
            </span>
            {number === 1 ? t('desktop.register.step1') : t('desktop.register.step2')}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function RegisterScreen() {
  const loginHref = paths.login.getHref();
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const ageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [storedReferCode] = useState(() => readStorage(storageKeys.referralCode) ?? '');
  const [values, setValues] = useState<RegisterValues>(() => emptyRegisterValues(storedReferCode));
  const [step, setStep] = useState<RegisterStep>(1);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string>();
  const [captchaImage, setCaptchaImage] = useState(captchaSource);
  const [isRegistered, setIsRegistered] = useState(false);

  const set = <Field extends RegisterField>(field: Field, value: RegisterValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const refreshCaptcha = () => {
    setCaptchaImage(captchaSource());
    setValues((current) => ({ ...current, captcha: '' }));
  };

  const focusField = (field: RegisterField | undefined) => {
    if (!field) return;
    // After a step change the field renders in the next frame.
    window.requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    });
  };

  const onNext = () => {
    const found = checkStep1(values);
    if (found) {
      setProblem(found.message);
      focusField(found.field);
      return;
    }
    setProblem(undefined);
    setStep(2);
    focusField('realName');
  };

  const onPrevious = () => {
    setProblem(undefined);
    setStep(1);
    focusField('username');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) {
      onNext();
      return;
    }
    const found = checkStep1(values) ?? checkStep2(values);
    if (found) {
      setProblem(found.message);
      focusField(found.field);
      return;
    }
    setProblem(undefined);
    setFieldErrors({});
    try {
      await registerMutation.mutateAsync(toRegisterRequest(values));
      if (values.friendReferCode && values.friendReferCode === storedReferCode) {
        removeStorage(storageKeys.referralCode);
      }
      setValues(emptyRegisterValues());
      setStep(1);
      refreshCaptcha();
      setIsRegistered(true);
    } catch (error) {
      // The server spends a captcha on its first check, right or wrong.
      refreshCaptcha();
      if (isNetworkError(error)) {
        setProblem(signupMessages.networkError);
        return;
      }
      if (!isApiError(error)) {
        setProblem(signupMessages.failed);
        return;
      }
      const shown: FieldErrors = {};
      const unplaced: string[] = [];
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const first = messages[0];
        if (!first) continue;
        if (isRegisterField(field)) shown[field] = first;
        else unplaced.push(first);
      }
      const placed = Object.keys(shown);
      if (placed.length > 0) {
        const target = stepOfErrors(placed);
        setFieldErrors(shown);
        setStep(target);
        focusField(stepFields[target].find((field) => shown[field]));
        setProblem(unplaced[0]);
      } else {
        setProblem(unplaced[0] ?? error.serverMessage ?? signupMessages.failed);
      }
    }
  };

  const errorOf = (field: RegisterField) => {
    const message = fieldErrors[field];
    return message ? translate(message) : undefined;
  };

  /** A text field's name, value, change and error; `filter` shapes what is typed. */
  const textField = (
    field: Exclude<RegisterField, 'ageCheck'>,
    filter: (typed: string) => string = (typed) => typed,
  ) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(field, filter(event.target.value)),
    error: errorOf(field),
  });

  const currencyOptions = currencies.map((currency) => ({
    value: String(currencyTypeCodes[currency]),
    label: t(`auth.currencies.${currency}`),
  }));

  return (
    <div className="register-page">
      <div className="register-card stack-6">
        <header className="register-card__heading stack-1">
          <h1 className="register-card__title">{t('desktop.register.title')}</h1>
          <p className="register-card__intro">{t('desktop.register.intro')}</p>
        </header>
        <StepIndicator step={step} />
        <form
          ref={formRef}
          className="register-form stack-4"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={step === 1 ? t('desktop.register.step1') : t('desktop.register.step2')}
        >
          {step === 1 ? (
            <>
              <TextField
                label={t('desktop.register.username')}
                hint={t('desktop.register.usernameHint')}
                {...inputKinds.username}
                {...textField('username', (typed) => typed.toLowerCase())}
              />
              <PasswordField
                label={t('desktop.register.password')}
                hint={t('desktop.register.passwordHint')}
                autoComplete="new-password"
                {...textField('password')}
              />
              <PasswordField
                label={t('desktop.register.confirmPassword')}
                autoComplete="new-password"
                {...textField('confirmPassword')}
              />
              <SelectField
                label={t('desktop.register.currency')}
                options={currencyOptions}
                {...textField('currencyType')}
              />
              <TextField
                label={t('desktop.register.referCode')}
                hint={t('desktop.register.referCodeHint')}
                {...inputKinds.code}
                {...textField('friendReferCode')}
              />
            </>
          ) : (
            <>
              <TextField
                label={t('desktop.register.realName')}
                hint={t('desktop.register.realNameHint')}
                autoComplete="name"
                {...textField('realName')}
              />
              <div className="register-form__phone">
                <SelectField
                  label={t('desktop.register.callingCode')}
                  options={[{ value: DEFAULT_CALLING_CODE, label: `+${DEFAULT_CALLING_CODE}` }]}
                  {...textField('callingCode')}
                />
                <TextField
                  label={t('desktop.register.phoneNumber')}
                  {...inputKinds.phone}
                  {...textField('phoneNumber')}
                />
              </div>
              <TextField
                label={t('desktop.register.email')}
                {...inputKinds.email}
                {...textField('email')}
              />
              <div className="register-form__captcha">
                <TextField
                  label={t('desktop.register.captcha')}
                  hint={t('desktop.register.captchaHint')}
                  {...inputKinds.captcha}
                  maxLength={CAPTCHA_DIGITS}
                  {...textField('captcha', digitsOf)}
                />
                <div className="captcha">
                  <img
                    className="captcha__image"
                    src={captchaImage}
                    alt={t('desktop.register.captchaImage')}
                    width={140}
                    height={48}
                  />
                  <button
                    type="button"
                    className="captcha__refresh tap-square inline-center"
                    onClick={refreshCaptcha}
                    aria-label={t('desktop.register.refreshCaptcha')}
                  >
                    <RefreshCw size={20} aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="register-form__age">
                <input
                  id={ageId}
                  name="ageCheck"
                  type="checkbox"
                  className="register-form__checkbox"
                  checked={values.ageCheck}
                  onChange={(event) => set('ageCheck', event.target.checked)}
                  aria-invalid={errorOf('ageCheck') ? true : undefined}
                  aria-describedby={`${ageId}-error`}
                />
                <label htmlFor={ageId}>{t('desktop.register.ageCheck')}</label>
                <p id={`${ageId}-error`} className="field__error" aria-live="polite">
                  {errorOf('ageCheck')}
                </p>
              </div>
            </>
          )}
          <FormAlert message={problem ? translate(problem) : undefined} />
          <div className="register-form__buttons">
            {step === 2 ? (
              <Button variant="ghost" onClick={onPrevious} disabled={registerMutation.isPending}>
                {t('desktop.register.previous')}
              </Button>
            ) : null}
            {step === 1 ? (
              <Button type="submit">{t('desktop.register.next')}</Button>
            ) : (
              <Button
                type="submit"
                isBusy={registerMutation.isPending}
                busyLabel={t('desktop.register.submitting')}
              >
                {t('desktop.register.submit')}
              </Button>
            )}
          </div>
        </form>
        <p className="register-card__switch">
          {t('desktop.register.haveAccount')}{' '}
          <Link to={loginHref}>{t('desktop.register.login')}</Link>
        </p>
      </div>
      <Dialog
        isOpen={isRegistered}
        onClose={() => setIsRegistered(false)}
        role="alertdialog"
        size="sm"
        title={t('desktop.register.successTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setIsRegistered(false)}>
              {t('desktop.register.ok')}
            </Button>
            <Button onClick={() => void navigate(loginHref)}>
              {t('desktop.register.loginNow')}
            </Button>
          </>
        }
      >
        <p>{translate(desktopRegisterMessages.success)}</p>
      </Dialog>
    </div>
  );
}
