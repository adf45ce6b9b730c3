/**
 * The dashboard's data through TanStack Query: the stats answer (shared with the widget list's
 * figures under the same key, being the same call) and the latest subscribers.
 */
import { useQuery } from '@tanstack/react-query';
import type { AccountSeries, WidgetSeries } from '../../../domain/dashboard-stats';
import { api } from '../api';
import { keys } from '../queries';

/** `GET /admin/api/accounts/:id/stats?days=` as the server answers it (routes/admin/reports.ts). */
export interface StatsAnswer {
  account_id: string;
  from: string;
  to: string;
  days: string[];
  widgets: WidgetSeries[];
  account: AccountSeries;
}

export interface SubscriberRow {
  subscriber_id: number;
  widget_id: number;
  widget_name: string | null;
  phone_number: string;
  created_at: string;
  /** What the visitor agreed to (docs/server.md, "Consent on record"); null for one stored before consents were. */
  consent: {
    legal_text: string;
    button_text: string;
    widget_id: number;
    widget_updated_at: string;
    page_url: string;
    given_at: string;
  } | null;
}

const SUBSCRIBER_LIMIT = 20;

export const useDashboardStats = (accountId: string | undefined, days: number) =>
  useQuery({
    queryKey: keys.stats(accountId ?? '', days),
    enabled: !!accountId,
    // Another period of the same account keeps the last figures on screen until its own arrive.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === accountId ? previous : undefined),
    queryFn: () => api<StatsAnswer>('GET', `/admin/api/accounts/${accountId}/stats?days=${days}`),
  });

export const useSubscribers = (accountId: string | undefined) =>
  useQuery({
    queryKey: ['subscribers', accountId ?? '', SUBSCRIBER_LIMIT] as const,
    enabled: !!accountId,
    queryFn: () =>
      api<{ subscribers: SubscriberRow[] }>('GET', `/admin/api/accounts/${accountId}/subscribers?limit=${SUBSCRIBER_LIMIT}`).then(
        (answer) => answer.subscribers,
      ),
  });
