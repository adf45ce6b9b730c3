/**
 * The SMS keyword reference kept in local storage under `sms-keyword-ref` (spec 1 §3 "Stored
 * locally", CONTRACT §5), read and written through the storage that never throws.
 */
import { STORAGE_KEYS } from '../../runtime/constants';
import { createStorage, type SafeStorage } from '../../runtime/storage';

let storage: SafeStorage | undefined;

function open(): SafeStorage {
  storage ??= createStorage();
  return storage;
}

export function readKeywordRef(): string {
  return (open().get(STORAGE_KEYS.smsKeywordRef) ?? '').trim();
}

export function writeKeywordRef(ref: string): void {
  open().set(STORAGE_KEYS.smsKeywordRef, ref);
}
