/**
 * Signing in: the admin token, from the link the server prints at start (`#token=…`, a fragment,
 * never sent in a URL) or typed in, is exchanged once for a session cookie the page's scripts
 * cannot read; the token itself is kept nowhere in the browser.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, isSignedOut } from './api';

const sessionKey = ['session'] as const;

function tokenInFragment(): string | null {
  return new URLSearchParams(location.hash.slice(1)).get('token');
}

/** Exchanges the token for the session cookie; the fragment leaves the address bar and the history. */
async function signIn(token: string): Promise<void> {
  await api<void>('POST', '/admin/api/session', { token });
}

/** Ends the session, then starts the app afresh: nothing of the account stays in the page. */
export async function signOut(): Promise<void> {
  await api<void>('DELETE', '/admin/api/session').catch(() => undefined);
  location.assign('/admin');
}

export function SessionGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const session = useQuery({
    queryKey: sessionKey,
    retry: false,
    queryFn: async () => {
      const fromLink = tokenInFragment();
      if (fromLink) {
        history.replaceState(null, '', location.pathname + location.search);
        await signIn(fromLink).catch(() => undefined);
      }
      try {
        await api('GET', '/admin/api/session');
        return true;
      } catch (error) {
        if (isSignedOut(error)) return false;
        throw error;
      }
    },
  });
  // The printed link opened in a tab already on the app changes only the fragment.
  useEffect(() => {
    const onHash = () => {
      if (tokenInFragment()) void client.invalidateQueries({ queryKey: sessionKey });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [client]);
  // Any call answered 401 later (the session ended, the token was changed) brings the form back.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          isSignedOut(event.action.error) &&
          event.query.queryKey[0] !== 'session'
        ) {
          client.setQueryData(sessionKey, false);
        }
      }),
    [client],
  );
  if (session.isPending)
    return (
      <p className="page-status" role="status">
        Loading…
      </p>
    );
  if (session.isError)
    return (
      <p className="page-status" role="alert">
        The server could not be reached: {String(session.error.message)}
      </p>
    );
  if (!session.data) return <SignInForm onSignedIn={() => client.setQueryData(sessionKey, true)} />;
  return <>{children}</>;
}

function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    setBusy(true);
    setError('');
    try {
      await signIn(token);
      onSignedIn();
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 401
          ? 'That admin token was refused. Use the one printed when the server started.'
          : String((caught as Error).message),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="sign-in">
      <form className="card sign-in-card" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in to mc-widgets</h1>
        <p>
          Open the <strong>Dashboard</strong> link the server printed when it started (it ends in <code>#token=…</code>), or paste the admin
          token printed beside it.
        </p>
        <label className="field">
          <span className="field-label">Admin token</span>
          <input
            name="token"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? 'sign-in-error' : undefined}
            aria-invalid={!!error}
          />
        </label>
        {error && (
          <p id="sign-in-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
