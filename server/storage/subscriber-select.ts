/**
 * The subscribers with the latest consent each was given with (a repeat subscription adds one), for
 * SQLite and PostgreSQL alike; `where` names the subscribers (`s.`), in the database's placeholders.
 */
import type { SubscriberInput } from './storage';

export const subscriberSelect = (where: string): string => `
  SELECT s.*, c.legal_text, c.button_text, c.widget_updated_at, c.page_url, c.created_at AS consent_at
  FROM subscribers s
  LEFT JOIN consents c ON c.consent_id = (
    SELECT MAX(k.consent_id) FROM consents k WHERE k.account_id = s.account_id AND k.widget_id = s.widget_id AND k.phone_number = s.phone_number
  )
  WHERE ${where}`;

export const INSERT_CONSENT_COLUMNS =
  'account_id, widget_id, phone_number, session_id, legal_text, button_text, widget_updated_at, page_url, created_at';

/** The values of `INSERT_CONSENT_COLUMNS`, in their order, for a subscription given with its consent at `at`. */
export const consentValues = (
  input: SubscriberInput,
  consent: NonNullable<SubscriberInput['consent']>,
  at: number,
): (string | number)[] => [
  input.accountId,
  input.widgetId,
  input.phoneNumber,
  input.sessionId,
  consent.legalText,
  consent.buttonText,
  consent.widgetUpdatedAt,
  consent.pageUrl,
  at,
];
