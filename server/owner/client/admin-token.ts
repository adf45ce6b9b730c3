/**
 * Where the owner pages keep the admin token: it arrives once in the URL's fragment (`#token=…`,
 * the link printed at start-up, never sent to the server in a URL) and is kept in this browser's
 * local storage, or is typed into the token form.
 */
const STORAGE_KEY = 'mc-admin-token';

/** The token in the fragment, if there is one: kept, and taken out of the address bar and the history. */
function takeTokenFromFragment(): string | null {
  const fromFragment = new URLSearchParams(location.hash.slice(1)).get('token');
  if (!fromFragment) return null;
  saveAdminToken(fromFragment);
  history.replaceState(null, '', location.pathname + location.search);
  return fromFragment;
}

export function readAdminToken(): string | null {
  const fromFragment = takeTokenFromFragment();
  if (fromFragment) return fromFragment;
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The token form's answer while it waits, shared by every call that needs the token meanwhile. */
let prompt: { answer: (token: string) => void; token: Promise<string> } | undefined;

/**
 * The printed link opened in a tab that is already on an owner page changes only the fragment, so
 * the page does not load again by itself: take the token, then answer the waiting form or reload
 * with the new token.
 */
export function listenForTokenLink(): void {
  window.addEventListener('hashchange', () => {
    const token = takeTokenFromFragment();
    if (!token) return;
    if (prompt) prompt.answer(token);
    else location.reload();
  });
}

export function saveAdminToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Private mode without storage: the token then lasts as long as the page.
  }
}

/** Shows the token form and resolves with what the owner enters (or the printed link brings). */
export function askForAdminToken(reason: string): Promise<string> {
  const form = document.getElementById('token-form') as HTMLFormElement;
  const why = document.getElementById('token-reason');
  if (why) why.textContent = reason;
  form.hidden = false;
  if (prompt) return prompt.token;
  const done = new AbortController();
  let answer: (token: string) => void = () => undefined;
  const token = new Promise<string>((resolve) => {
    answer = (value) => {
      done.abort();
      prompt = undefined;
      form.hidden = true;
      resolve(value);
    };
  });
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const value = String(new FormData(form).get('token') ?? '').trim();
      saveAdminToken(value);
      answer(value);
    },
    { signal: done.signal },
  );
  prompt = { answer, token };
  return token;
}
