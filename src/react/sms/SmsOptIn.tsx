import type { OptInProps } from '../opt-in/OptInControl';

export function SmsOptIn(_props: OptInProps) {
  return null;
}
