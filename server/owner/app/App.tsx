/**
 * The owner app: sign-in, then the account's widgets, the editor with its live preview, the
 * dashboard and the install page, under /admin. The server answers every address below /admin with
 * this app (its API lives under /admin/api), so links and reloads land on the right view.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, Redirect, Route, Router, Switch, useSearch } from 'wouter';
import { AccountProvider, accountLabel, useAccount } from './account';
import { AccountView } from './views/AccountView';
import { SessionGate, signOut } from './session';
import { DashboardView } from './views/DashboardView';
import { EditorView } from './views/EditorView';
import { InstallView } from './views/InstallView';
import { NewAccountView } from './views/NewAccountView';
import { NewWidgetView } from './views/NewWidgetView';
import { WidgetListView } from './views/WidgetListView';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => count < 2 && (error as { status?: number }).status !== 401, refetchOnWindowFocus: false },
  },
});

function NavLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={(active) => (active ? 'active' : '')} aria-current={undefined}>
      {children}
    </Link>
  );
}

function Header() {
  const { accounts, account, choose } = useAccount();
  return (
    <header className="app-header">
      <Link href="/widgets" className="brand">
        mc-widgets
      </Link>
      <nav aria-label="Main">
        <NavLink href="/widgets">Widgets</NavLink>
        <NavLink href="/dashboard">Dashboard</NavLink>
        <NavLink href="/install">Install</NavLink>
        <NavLink href="/account">Settings</NavLink>
      </nav>
      <div className="header-end">
        {accounts.length > 0 && (
          <label className="account-switch">
            <span className="visually-hidden">Account</span>
            <select value={account?.account_id ?? ''} onChange={(event) => choose(event.target.value)}>
              {accounts.map((candidate) => (
                <option key={candidate.account_id} value={candidate.account_id}>
                  {accountLabel(candidate)}
                </option>
              ))}
            </select>
          </label>
        )}
        <Link href="/accounts/new" className="header-link">
          New account
        </Link>
        <button type="button" className="quiet" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </header>
  );
}

/** The old preview address (`/admin/preview?account=&widget=`) opens that widget's editor. */
function OldPreviewAddress() {
  const widget = new URLSearchParams(useSearch()).get('widget');
  return <Redirect to={widget && /^\d+$/.test(widget) ? `/widgets/${widget}` : '/widgets'} replace />;
}

function Views() {
  const { account } = useAccount();
  if (!account) return <NewAccountView first />;
  return (
    <Switch>
      <Route path="/widgets" component={WidgetListView} />
      <Route path="/widgets/new" component={NewWidgetView} />
      <Route path="/widgets/:id">{(params) => <EditorView key={params.id} widgetId={Number(params.id)} />}</Route>
      <Route path="/dashboard" component={DashboardView} />
      <Route path="/install" component={InstallView} />
      <Route path="/account" component={AccountView} />
      <Route path="/accounts/new">{() => <NewAccountView />}</Route>
      <Route path="/preview" component={OldPreviewAddress} />
      <Route>
        <Redirect to="/widgets" replace />
      </Route>
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base="/admin">
        <SessionGate>
          <AccountProvider>
            <Header />
            <div className="app-body">
              <Views />
            </div>
          </AccountProvider>
        </SessionGate>
      </Router>
    </QueryClientProvider>
  );
}
