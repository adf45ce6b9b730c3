/**
 * Owner API: a widget's draft, its publishing and its published versions (docs/server.md, "Drafts
 * and publishing"). What `/load` serves changes only on publish.
 *   GET    /admin/api/widgets/:widgetId/draft                the draft (the published content without one)
 *   PUT    /admin/api/widgets/:widgetId/draft                saves the draft, read as strictly as a widget PUT
 *   DELETE /admin/api/widgets/:widgetId/draft                drops it (204)
 *   POST   /admin/api/widgets/:widgetId/publish              the draft (or, never published, its content) served, as the next version
 *   GET    /admin/api/widgets/:widgetId/versions             {versions: [{version, published_at, widget}]}, newest first, the last 10
 *   POST   /admin/api/widgets/:widgetId/versions/:version/restore   that version as the draft
 * A draft answers as a widget does (toAdminWidget), with the draft's content and `updated_at`.
 */
import type { FastifyInstance } from 'fastify';
import { checkWidgetShape, toWireWidget } from '../../domain/widget-shape';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { widgetIdSchema, widgetParamsSchema, type WidgetParams } from '../../http/schemas';
import type { Storage, WidgetContent, WidgetDraftRecord, WidgetRecord } from '../../storage/storage';
import { noWidget, refused, toAdminWidget, toInput, widgetReplaceSchema, type WidgetReplaceBody } from './widgets';

interface VersionParams extends WidgetParams {
  version: string;
}

/** Digits, so `Infinity` or `1e3` is a 400 naming the parameter rather than a version looked for. */
const versionParamsSchema = {
  type: 'object',
  required: ['widgetId', 'version'],
  properties: { widgetId: widgetIdSchema, version: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

/** The widget as its draft has it (the published content when there is none), with the widget's publishing state. */
function toAdminDraft(widget: WidgetRecord, draft: WidgetDraftRecord | undefined) {
  return toAdminWidget(draft ? { ...widget, ...draft, draftUpdatedAt: draft.updatedAt } : widget);
}

/** Saves the draft and answers it. */
async function saveDraft(storage: Storage, widget: WidgetRecord, content: WidgetContent) {
  return toAdminDraft(widget, await storage.saveWidgetDraft(widget.widgetId, content));
}

export function registerWidgetDraftRoutes(app: FastifyInstance, { storage }: ServerContext): void {
  app.get<{ Params: WidgetParams }>('/widgets/:widgetId/draft', { schema: { params: widgetParamsSchema } }, async (request, reply) => {
    const widget = await storage.getWidget(request.params.widgetId);
    if (!widget) return noWidget(reply, request.params.widgetId);
    return toAdminDraft(widget, await storage.getWidgetDraft(widget.widgetId));
  });

  app.put<{ Params: WidgetParams; Body: WidgetReplaceBody }>(
    '/widgets/:widgetId/draft',
    { schema: { params: widgetParamsSchema, body: widgetReplaceSchema } },
    async (request, reply) => {
      const widget = await storage.getWidget(request.params.widgetId);
      if (!widget) return noWidget(reply, request.params.widgetId);
      const check = checkWidgetShape(toInput(widget.accountId, request.body, widget.widgetId));
      if (!check.valid) return refused(reply, check.reason);
      return saveDraft(storage, widget, check.widget);
    },
  );

  app.delete<{ Params: WidgetParams }>('/widgets/:widgetId/draft', { schema: { params: widgetParamsSchema } }, async (request, reply) => {
    if (!(await storage.getWidget(request.params.widgetId))) return noWidget(reply, request.params.widgetId);
    await storage.deleteWidgetDraft(request.params.widgetId);
    return reply.code(204).send();
  });

  app.post<{ Params: WidgetParams }>('/widgets/:widgetId/publish', { schema: { params: widgetParamsSchema } }, async (request, reply) => {
    const published = await storage.publishWidget(request.params.widgetId);
    return published ? toAdminWidget(published) : noWidget(reply, request.params.widgetId);
  });

  app.get<{ Params: WidgetParams }>('/widgets/:widgetId/versions', { schema: { params: widgetParamsSchema } }, async (request, reply) => {
    const widget = await storage.getWidget(request.params.widgetId);
    if (!widget) return noWidget(reply, request.params.widgetId);
    const versions = await storage.listWidgetVersions(widget.widgetId);
    return {
      versions: versions.map((version) => ({
        version: version.version,
        published_at: new Date(version.publishedAt).toISOString(),
        widget: { ...toWireWidget({ ...widget, ...version }), account_id: version.accountId },
      })),
    };
  });

  app.post<{ Params: VersionParams }>(
    '/widgets/:widgetId/versions/:version/restore',
    { schema: { params: versionParamsSchema } },
    async (request, reply) => {
      const { widgetId } = request.params;
      const version = Number(request.params.version);
      const widget = await storage.getWidget(widgetId);
      if (!widget) return noWidget(reply, widgetId);
      const kept = await storage.getWidgetVersion(widgetId, version);
      if (!kept) return notFound(reply, `widget ${widgetId} has no version ${version} (the last 10 published are kept)`);
      return saveDraft(storage, widget, kept);
    },
  );
}
