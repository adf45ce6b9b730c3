import type { OptInProps } from '../opt-in/OptInControl';

export function MessengerOptIn(_props: OptInProps) {
  return null;
}
