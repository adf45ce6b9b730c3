/**
 * The account's settings, the load answer's `app` section that every widget of the account reads:
 * the site's name, the Messenger page the opt-ins go to, the phone number for SMS, the sites the
 * snippet may run on, and the visitors' region and language. Saved as a merge patch of the settings,
 * so the ones this form does not show stay as they are; the server names a refused field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAccount } from '../account';
import { api, type Account } from '../api';
import { keys } from '../queries';

const text = (app: Record<string, unknown>, ...names: string[]): string => {
  for (const name of names) if (typeof app[name] === 'string' || typeof app[name] === 'number') return String(app[name]);
  return '';
};

export function AccountView() {
  const client = useQueryClient();
  const { account } = useAccount();
  const [state, setState] = useState<{ kind: 'idle' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  if (!account) return null;
  const app = account.app;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const patch = {
      page_name: value('page_name'),
      fb_page_id: value('fb_page_id'),
      widget_phone: value('widget_phone'),
      sms_channel_connected: form.get('sms_channel_connected') === 'on',
      is_eu_affected: form.get('is_eu_affected') === 'on',
      locale: value('locale') || null,
      whitelist: value('whitelist').split(/\s+/).filter(Boolean),
    };
    try {
      await api<Account>('PATCH', `/admin/api/accounts/${account.account_id}`, { app: patch });
      await client.invalidateQueries({ queryKey: keys.accounts });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };
  const whitelist = Array.isArray(app['whitelist']) ? (app['whitelist'] as unknown[]).join('\n') : '';
  return (
    <main className="page">
      <h1>Account settings</h1>
      <p className="muted">
        Account {account.account_id}: what every widget of this account reads. Changes reach visitors at their next page view.
      </p>
      <form className="card settings-form" onSubmit={(event) => void submit(event)} key={account.account_id}>
        <label className="field">
          <span className="field-label">Site name</span>
          <input name="page_name" defaultValue={text(app, 'page_name', 'pageName')} maxLength={500} />
        </label>
        <label className="field">
          <span className="field-label">Messenger page id</span>
          <input name="fb_page_id" defaultValue={text(app, 'fb_page_id', 'fbPageId')} maxLength={500} aria-describedby="fb-page-help" />
          <span className="field-help" id="fb-page-help">
            The page whose Messenger inbox receives the opt-ins (the Messenger buttons link to it).
          </span>
        </label>
        <label className="field">
          <span className="field-label">Phone number for SMS</span>
          <input
            name="widget_phone"
            type="tel"
            defaultValue={text(app, 'widget_phone', 'widgetPhone')}
            maxLength={500}
            aria-describedby="phone-help"
          />
          <span className="field-help" id="phone-help">
            The number visitors text the keyword to, in international form (+15550100).
          </span>
        </label>
        <label className="check-field">
          <input type="checkbox" name="sms_channel_connected" defaultChecked={app['sms_channel_connected'] === true} /> SMS channel
          connected
        </label>
        <label className="field">
          <span className="field-label">Sites the snippet may run on</span>
          <textarea name="whitelist" rows={3} defaultValue={whitelist} aria-describedby="whitelist-help" />
          <span className="field-help" id="whitelist-help">
            One host a line (shop.example.com; www. needs its own line). Empty: any site.
          </span>
        </label>
        <label className="field">
          <span className="field-label">Language of the widgets</span>
          <input
            name="locale"
            defaultValue={text(app, 'widgetLocale', 'locale')}
            placeholder="en_US"
            pattern="[a-z]{2}(_[A-Z]{2})?"
            aria-describedby="locale-help"
          />
          <span className="field-help" id="locale-help">
            Like en_US or de_DE. Empty: each visitor's browser language.
          </span>
        </label>
        <label className="check-field">
          <input type="checkbox" name="is_eu_affected" defaultChecked={app['is_eu_affected'] === true} /> Visitors in the EU (the Messenger
          plugins do not serve them: the widgets show their Messenger link instead)
        </label>
        {state.kind === 'error' && (
          <p className="field-error" role="alert">
            Not saved: {state.message}
          </p>
        )}
        <p role="status" className="save-state">
          {state.kind === 'saved' ? 'Settings saved.' : ''}
        </p>
        <button type="submit" className="primary">
          Save settings
        </button>
      </form>
    </main>
  );
}
