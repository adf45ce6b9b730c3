/**
 * Phone numbers for SMS opt-in. The SMS card sends `+` and the country prefix followed by what the
 * visitor typed (docs/opt-in.md#sms-by-phone-number); the rules of which numbers are valid are libphonenumber-js's, with its
 * full metadata so that a number of the right length but an unused range is refused too.
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max';

type PhoneCheck = { valid: true; e164: string } | { valid: false; message: string };

const LENGTH_MESSAGES: Record<string, string> = {
  TOO_SHORT: 'This phone number is too short. Check the number and the country.',
  TOO_LONG: 'This phone number is too long. Check the number and the country.',
  INVALID_LENGTH: 'This phone number has the wrong number of digits for its country.',
  INVALID_COUNTRY: 'Choose your country, then enter your phone number.',
  NOT_A_NUMBER: 'Enter a phone number using digits only.',
};

export function checkPhoneNumber(raw: string): PhoneCheck {
  const input = raw.trim();
  if (!input || input === '+') return { valid: false, message: 'Enter your phone number.' };
  const lengthProblem = validatePhoneNumberLength(input);
  if (lengthProblem) return { valid: false, message: LENGTH_MESSAGES[lengthProblem] ?? LENGTH_MESSAGES['NOT_A_NUMBER']! };
  const parsed = parsePhoneNumberFromString(input);
  if (!parsed?.isValid()) return { valid: false, message: 'This is not a valid phone number. Check the number and the country.' };
  // Texts to these would cost the sender, or reach a service rather than a person.
  const type = parsed.getType();
  if (type === 'PREMIUM_RATE' || type === 'SHARED_COST') {
    return { valid: false, message: 'This number cannot get texts from us. Enter your mobile number.' };
  }
  return { valid: true, e164: parsed.number };
}
