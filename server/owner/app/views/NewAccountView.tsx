/**
 * A new account: its id (the digits the snippet names, `data-account-id`) and the name the owner
 * knows it by. The first view of a server that has none.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useAccount } from '../account';
import { api, type Account } from '../api';
import { keys } from '../queries';

export function NewAccountView({ first = false }: { first?: boolean }) {
  const client = useQueryClient();
  const { choose } = useAccount();
  const [, navigate] = useLocation();
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const accountId = String(form.get('account') ?? '').trim();
    const name = String(form.get('name') ?? '').trim();
    setError('');
    try {
      await api<Account>('PUT', `/admin/api/accounts/${encodeURIComponent(accountId)}`, { app: { page_name: name } });
      await client.invalidateQueries({ queryKey: keys.accounts });
      choose(accountId);
      navigate('/widgets');
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  return (
    <main className="page">
      <h1>{first ? 'Create your account' : 'New account'}</h1>
      <form className="card" onSubmit={submit} style={{ maxWidth: 480, marginTop: 16 }}>
        <p className="muted">An account holds the widgets of one site or shop. Its id is what the snippet names.</p>
        <label className="field">
          <span className="field-label">Account id</span>
          <input name="account" required inputMode="numeric" pattern="\d{1,18}" aria-describedby="account-help" />
          <span className="field-help" id="account-help">
            Up to 18 digits, e.g. 1234567.
          </span>
        </label>
        <label className="field">
          <span className="field-label">Site name</span>
          <input name="name" required maxLength={200} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary">
          Create account
        </button>
      </form>
    </main>
  );
}
