/**
 * The owner API's data as the views use it, through TanStack Query: one cache, keyed per account and
 * widget, refetched when a change is saved, so every view shows the same state of a widget.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Account, type AdminWidget, type Install, type WidgetFields, type WidgetVersion } from './api';

export const keys = {
  accounts: ['accounts'] as const,
  widgets: (accountId: string) => ['widgets', accountId] as const,
  stats: (accountId: string, days: number) => ['stats', accountId, days] as const,
  draft: (widgetId: number) => ['draft', widgetId] as const,
  versions: (widgetId: number) => ['versions', widgetId] as const,
  installs: (accountId: string) => ['installs', accountId] as const,
};

export const useAccounts = () =>
  useQuery({
    queryKey: keys.accounts,
    queryFn: () => api<{ accounts: Account[] }>('GET', '/admin/api/accounts').then((answer) => answer.accounts),
  });

export const useWidgets = (accountId: string | undefined) =>
  useQuery({
    queryKey: keys.widgets(accountId ?? ''),
    enabled: !!accountId,
    queryFn: () => api<{ widgets: AdminWidget[] }>('GET', `/admin/api/accounts/${accountId}/widgets`).then((answer) => answer.widgets),
  });

interface WidgetTotals {
  widget_id: number;
  totals: { impressions: number; optins: number; conversion_rate: number | null };
}

export const useStats = (accountId: string | undefined, days: number) =>
  useQuery({
    queryKey: keys.stats(accountId ?? '', days),
    enabled: !!accountId,
    queryFn: () => api<{ widgets: WidgetTotals[] }>('GET', `/admin/api/accounts/${accountId}/stats?days=${days}`),
  });

export const useDraft = (widgetId: number) =>
  useQuery({
    queryKey: keys.draft(widgetId),
    queryFn: () => api<AdminWidget>('GET', `/admin/api/widgets/${widgetId}/draft`),
    staleTime: Infinity,
  });

export const useVersions = (widgetId: number) =>
  useQuery({
    queryKey: keys.versions(widgetId),
    queryFn: () => api<{ versions: WidgetVersion[] }>('GET', `/admin/api/widgets/${widgetId}/versions`).then((answer) => answer.versions),
  });

export const useInstalls = (accountId: string | undefined) =>
  useQuery({
    queryKey: keys.installs(accountId ?? ''),
    enabled: !!accountId,
    queryFn: () => api<{ installs: Install[] }>('GET', `/admin/api/accounts/${accountId}/installs`).then((answer) => answer.installs),
  });

/** Creates an unpublished widget (visitors see it only once it is published). */
export function useCreateWidget(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Partial<WidgetFields> & { widget_type: string }) =>
      api<AdminWidget>('POST', `/admin/api/accounts/${accountId}/widgets?publish=0`, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.widgets(accountId) }),
  });
}

export function useRenameWidget(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ widgetId, name }: { widgetId: number; name: string }) =>
      api<AdminWidget>('PATCH', `/admin/api/widgets/${widgetId}`, { name }),
    onSuccess: (_widget, { widgetId }) => {
      void client.invalidateQueries({ queryKey: keys.widgets(accountId) });
      void client.invalidateQueries({ queryKey: keys.draft(widgetId) });
    },
  });
}

export function useDeleteWidget(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (widgetId: number) => api<void>('DELETE', `/admin/api/widgets/${widgetId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.widgets(accountId) }),
  });
}

/** A copy of the widget's current draft, unpublished, named as a copy. */
export function useDuplicateWidget(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (widgetId: number) => {
      const draft = await api<AdminWidget>('GET', `/admin/api/widgets/${widgetId}/draft`);
      const { widget_type, channel, sms_keyword, widget_sign, data } = draft;
      return api<AdminWidget>('POST', `/admin/api/accounts/${accountId}/widgets?publish=0`, {
        widget_type,
        channel,
        sms_keyword,
        widget_sign,
        data,
        name: `${draft.name || `Widget ${widgetId}`} (copy)`,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.widgets(accountId) }),
  });
}
