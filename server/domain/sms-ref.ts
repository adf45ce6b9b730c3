/**
 * The reference an iOS visitor texts with the keyword (docs/opt-in.md#sms-keyword-flow). It must
 * survive being typed into an SMS: short, upper case, without the letters and digits people
 * confuse (0/O, 1/I/L).
 */
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SMS_REF_LENGTH = 8;

export function newSmsRef(): string {
  let ref = '';
  for (let index = 0; index < SMS_REF_LENGTH; index += 1) ref += ALPHABET[randomInt(ALPHABET.length)];
  return ref;
}
