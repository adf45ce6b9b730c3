/**
 * The SMS keyword reference kept in local storage under `sms-keyword-ref` (docs/page-api.md#local-storage), read and written through the
 * page's storage that never throws.
 */
import { STORAGE_KEYS } from '../../runtime/constants';
import type { SafeStorage } from '../../runtime/storage';

export function readKeywordRef(storage: SafeStorage): string {
  return (storage.get(STORAGE_KEYS.smsKeywordRef) ?? '').trim();
}

export function writeKeywordRef(storage: SafeStorage, ref: string): void {
  storage.set(STORAGE_KEYS.smsKeywordRef, ref);
}
