/**
 * Where the owner pages keep the admin token: it arrives once in the URL's fragment (`#token=…`,
 * the link printed at start-up, never sent to the server in a URL) and is kept in this browser's
 * local storage, or is typed into the token form.
 */
const STORAGE_KEY = 'mc-admin-token';

export function readAdminToken(): string | null {
  const fromFragment = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromFragment) {
    saveAdminToken(fromFragment);
    history.replaceState(null, '', location.pathname + location.search);
    return fromFragment;
  }
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveAdminToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Private mode without storage: the token then lasts as long as the page.
  }
}

/** Shows the token form and resolves with what the owner enters. */
export function askForAdminToken(reason: string): Promise<string> {
  const form = document.getElementById('token-form') as HTMLFormElement;
  const why = document.getElementById('token-reason');
  if (why) why.textContent = reason;
  form.hidden = false;
  return new Promise((resolve) => {
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const token = String(new FormData(form).get('token') ?? '').trim();
        saveAdminToken(token);
        form.hidden = true;
        resolve(token);
      },
      { once: true },
    );
  });
}
