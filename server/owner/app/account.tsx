/**
 * Which account the app shows: the one chosen last in this browser, else the first. Every view reads
 * it from here; switching it in the header changes them all.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Account } from './api';
import { useAccounts } from './queries';

const STORAGE_KEY = 'mc-admin-account';

interface AccountChoice {
  accounts: Account[];
  account: Account | undefined;
  choose: (accountId: string) => void;
}

const AccountContext = createContext<AccountChoice>({ accounts: [], account: undefined, choose: () => undefined });

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function AccountProvider({ children }: { children: ReactNode }) {
  const accounts = useAccounts();
  const [chosen, setChosen] = useState<string | null>(remembered);
  const list = accounts.data ?? [];
  const account = list.find((candidate) => candidate.account_id === chosen) ?? list[0];
  const choose = (accountId: string) => {
    setChosen(accountId);
    try {
      localStorage.setItem(STORAGE_KEY, accountId);
    } catch {
      // Without storage the choice lasts as long as the page.
    }
  };
  if (accounts.isPending)
    return (
      <p className="page-status" role="status">
        Loading accounts…
      </p>
    );
  if (accounts.isError)
    return (
      <p className="page-status" role="alert">
        Could not load the accounts: {accounts.error.message}
      </p>
    );
  return <AccountContext.Provider value={{ accounts: list, account, choose }}>{children}</AccountContext.Provider>;
}

export const useAccount = () => useContext(AccountContext);

export function accountLabel(account: Account): string {
  const name = typeof account.app['page_name'] === 'string' ? account.app['page_name'] : '';
  return name ? `${name} (${account.account_id})` : account.account_id;
}
