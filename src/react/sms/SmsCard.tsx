/**
 * The SMS card's phone form (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms, docs/opt-in.md#sms-by-phone-number): country
 * picker, phone input, the last error, the
 * subscribe button and the consent text. Loaded as its own chunk, with the country data, by
 * SmsOptIn. What the visitor typed and picked survives a remount (the drafts below); errors and
 * loading live in the runtime store.
 */
import { css } from '../../../styles/css';
import { useId, useRef, useState, type FormEvent } from '../react-once';
import { SMS_PHONE_LABEL, SMS_PHONE_PLACEHOLDER, SPINNER_SIZE_PX } from '../../runtime/constants';
import type { OptInProps } from '../opt-in/opt-in-props';
import { useUiHost } from '../ui-host-context';
import { useInstance } from '../use-store';
import { findCountry } from './countries';
import { CountryPicker, type CountryChoice } from './CountryPicker';
import { defaultChoice } from './default-choice';
import { composePhoneNumber } from './phone-number';
import { submitPhoneOptIn } from './phone-opt-in';
import { SmsButton } from './SmsButton';
import { SmsLegal } from './SmsLegal';
import { card, field, form, errorBlock } from './sms-styles';
import { useClassNames } from '../use-class-names';

/**
 * The error block above the SMS button (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms, docs/opt-in.md#sms-by-phone-number):
 * the last error of the instance. It stays in
 * the page while empty so screen readers announce a message the moment it appears.
 */
const NONE: readonly string[] = [];

function SmsErrors({ instanceId, id }: { instanceId: string; id?: string }) {
  const cx = useClassNames();
  const errors = useInstance(instanceId, ({ smsForm }) => smsForm?.errors ?? NONE);
  return (
    <div part="sms-errors" id={id} role="alert" className={cx(errorBlock)}>
      {errors.length ? errors[errors.length - 1] : null}
    </div>
  );
}

/**
 * What the visitor typed and picked, per instance, outside React: r2wc unmounts the view when its
 * element is moved in the page, and a visitor must not lose a half-typed number (or the country
 * they picked) to that, nor to a failed request.
 */
interface SmsDraft {
  countryCode: string;
  prefix: string;
  phone: string;
}

const drafts = new Map<string, SmsDraft>();

function readDraft(instanceId: string): SmsDraft | undefined {
  return drafts.get(instanceId);
}

function writeDraft(instanceId: string, draft: SmsDraft): void {
  drafts.set(instanceId, draft);
}

function clearDraft(instanceId: string): void {
  drafts.delete(instanceId);
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const phoneInput = css`
  ${field};
  flex: 1 1 120px;
  min-width: 0;
`;

export default function SmsCard({ widget, instanceId, preview }: OptInProps) {
  const cx = useClassNames();
  const host = useUiHost();
  const [choice, setChoice] = useState<CountryChoice>(() => {
    const draft = readDraft(instanceId);
    return draft && findCountry(draft.countryCode) ? { code: draft.countryCode, prefix: draft.prefix } : defaultChoice();
  });
  const [phone, setPhone] = useState(() => readDraft(instanceId)?.phone ?? '');
  const isLoading = useInstance(instanceId, ({ smsForm }) => smsForm?.isLoading ?? false);
  const hasErrors = useInstance(instanceId, ({ smsForm }) => (smsForm?.errors.length ?? 0) > 0);
  const phoneRef = useRef<HTMLInputElement>(null);
  const errorsId = useId();

  const remember = (next: CountryChoice, typed: string) =>
    writeDraft(instanceId, { countryCode: next.code, prefix: next.prefix, phone: typed });

  const onCountry = (next: CountryChoice) => {
    setChoice(next);
    remember(next, phone);
    host.store.errorsSet(instanceId, []);
  };

  const onPhone = (typed: string) => {
    setPhone(typed);
    remember(choice, typed);
    // docs/opt-in.md#sms-by-phone-number: typing clears validation errors.
    host.store.errorsSet(instanceId, []);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preview) return;
    void submitPhoneOptIn(host, widget, instanceId, composePhoneNumber(choice.prefix, phone)).then((subscribed) => {
      if (subscribed) clearDraft(instanceId);
    });
  };

  return (
    <div part="sms-card" className={cx(card)}>
      <form className={cx(form)} noValidate onSubmit={onSubmit}>
        <div className={cx(row)}>
          <CountryPicker value={choice} onChange={onCountry} onPicked={() => phoneRef.current?.focus({ preventScroll: true })} />
          <input
            ref={phoneRef}
            part="phone-input"
            className={cx(phoneInput)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={SMS_PHONE_PLACEHOLDER}
            aria-label={SMS_PHONE_LABEL}
            aria-invalid={hasErrors}
            aria-describedby={errorsId}
            value={phone}
            onChange={(event) => onPhone(event.currentTarget.value)}
          />
        </div>
        <SmsErrors instanceId={instanceId} id={errorsId} />
        <SmsButton widget={widget} preview={preview} busy={isLoading} spinnerSize={SPINNER_SIZE_PX} type="submit" />
      </form>
      <SmsLegal widget={widget} />
    </div>
  );
}
