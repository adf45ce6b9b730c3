/**
 * Owner API: widgets, in the load answer's shape (docs/server.md, "The owner API"), with their publishing state.
 *   GET    /admin/api/accounts/:accountId/widgets   every widget, those never published included
 *   POST   /admin/api/accounts/:accountId/widgets   a widget, published; `?publish=0` keeps it a draft, not served;
 *                                                   `widget_id` optional (assigned when absent)
 *   GET    /admin/api/widgets/:widgetId
 *   PUT    /admin/api/widgets/:widgetId             replaces it and publishes that (the account stays)
 *   PATCH  /admin/api/widgets/:widgetId             JSON merge patch, published, e.g. {"data": {"main": {"title": "Hi"}}};
 *                                                   `{name}` alone renames it, draft included, without a new version
 *   DELETE /admin/api/widgets/:widgetId             with its draft and versions
 * Drafts, publishing and versions: widget-drafts.ts.
 * A widget is read with the client's own schema, strictly (domain/widget-shape.ts): every shape a
 * page accepts is stored, and a field of no accepted shape is a 400 naming it and its shapes. As on
 * a page, `id` and `type` stand for `widget_id` and `widget_type`, and `null` means "not set".
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mergePatch } from '../../domain/merge-patch';
import { checkWidgetShape, toWireWidget } from '../../domain/widget-shape';
import type { ServerContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { accountParamsSchema, widgetIdSchema, widgetParamsSchema, type AccountParams, type WidgetParams } from '../../http/schemas';
import type { WidgetInput, WidgetRecord } from '../../storage/storage';

interface WidgetBody {
  widget_id?: number;
  id?: number;
  widget_type?: string;
  type?: string;
  channel: string;
  name: string;
  sms_keyword: string;
  widget_sign: string;
  data: Record<string, unknown>;
}

type WidgetPatch = Partial<Omit<WidgetBody, 'widget_id' | 'id'>>;

export type WidgetReplaceBody = Omit<WidgetBody, 'widget_id' | 'id'>;

/** Texts may be sent as numbers and `null` (coerced); which values each field takes is the schema's to say. */
const fields = {
  widget_type: { type: 'string', minLength: 1, maxLength: 40 },
  type: { type: 'string', minLength: 1, maxLength: 40 },
  channel: { type: 'string', maxLength: 40 },
  name: { type: 'string', maxLength: 200 },
  sms_keyword: { type: 'string', maxLength: 40 },
  widget_sign: { type: 'string', maxLength: 500 },
  data: {},
} as const;

const widgetBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    widget_id: widgetIdSchema,
    id: widgetIdSchema,
    ...fields,
    channel: { ...fields.channel, default: 'none' },
    name: { ...fields.name, default: '' },
    sms_keyword: { ...fields.sms_keyword, default: '' },
    widget_sign: { ...fields.widget_sign, default: '' },
    data: { default: {} },
  },
} as const;

/** PUT names the widget in its path, so the body may not carry an id of its own. */
const { widget_id: _idOnlyOnCreate, id: _aliasOnlyOnCreate, ...replaceProperties } = widgetBodySchema.properties;
export const widgetReplaceSchema = { ...widgetBodySchema, properties: replaceProperties } as const;

const widgetPatchSchema = { type: 'object', additionalProperties: false, properties: fields } as const;

const isoOf = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** The answer for a widget id that names no widget (here and in the draft routes, widget-drafts.ts). */
export const noWidget = (reply: FastifyReply, widgetId: number) => notFound(reply, `there is no widget ${widgetId}`);

/**
 * The owner API's widget: its content (the published one once published) and its publishing state
 * (docs/server.md, "Drafts and publishing"). A widget never published is a draft whose content is
 * its own, so it has unpublished changes, saved when it was.
 */
export function toAdminWidget(record: WidgetRecord) {
  const neverPublished = record.version === 0;
  return {
    ...toWireWidget(record),
    account_id: record.accountId,
    updated_at: new Date(record.updatedAt).toISOString(),
    status: neverPublished ? 'draft' : 'live',
    has_unpublished_changes: neverPublished || record.draftUpdatedAt !== null,
    version: record.version,
    published_at: isoOf(record.publishedAt),
    draft_updated_at: isoOf(record.draftUpdatedAt ?? (neverPublished ? record.updatedAt : null)),
  };
}

/** `data: null` is no data, as on a page. */
const dataOf = (data: unknown): Record<string, unknown> => (data ?? {}) as Record<string, unknown>;

export function toInput(accountId: string, body: WidgetReplaceBody, widgetId?: number): WidgetInput {
  return {
    ...(widgetId === undefined ? {} : { widgetId }),
    accountId,
    widgetType: body.widget_type ?? body.type ?? '',
    channel: body.channel,
    name: body.name,
    smsKeyword: body.sms_keyword,
    widgetSign: body.widget_sign,
    data: dataOf(body.data),
  };
}

export function refused(reply: FastifyReply, reason: string): FastifyReply {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `the widget cannot be read: ${reason}` });
}

export function registerWidgetRoutes(app: FastifyInstance, { storage }: ServerContext): void {
  /** Reads the widget with the client's schema, strictly, then stores it (its own names normalised), published unless said. */
  const save = async (reply: FastifyReply, input: WidgetInput, status: number, publish = true) => {
    const check = checkWidgetShape(input);
    if (!check.valid) return refused(reply, check.reason);
    const stored = publish ? await storage.upsertWidget(check.widget) : await storage.addDraftWidget(check.widget);
    return reply.code(status).send(toAdminWidget(stored));
  };

  app.get<{ Params: AccountParams }>(
    '/accounts/:accountId/widgets',
    { schema: { params: accountParamsSchema } },
    async (request, reply) => {
      if (!(await storage.getAccount(request.params.accountId))) return notFound(reply, `there is no account ${request.params.accountId}`);
      return { widgets: (await storage.listWidgets(request.params.accountId)).map(toAdminWidget) };
    },
  );

  app.post<{ Params: AccountParams; Body: WidgetBody; Querystring: { publish: 0 | 1 } }>(
    '/accounts/:accountId/widgets',
    {
      schema: {
        params: accountParamsSchema,
        querystring: { type: 'object', properties: { publish: { type: 'integer', enum: [0, 1], default: 1 } } },
        body: widgetBodySchema,
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!(await storage.getAccount(accountId))) return notFound(reply, `there is no account ${accountId}`);
      const requestedId = request.body.widget_id ?? request.body.id;
      if (requestedId !== undefined && (await storage.getWidget(requestedId))) {
        return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: `body/widget_id ${requestedId} is taken` });
      }
      return save(reply, toInput(accountId, request.body, requestedId), 201, request.query.publish === 1);
    },
  );

  app.get<{ Params: WidgetParams }>('/widgets/:widgetId', { schema: { params: widgetParamsSchema } }, async (request, reply) => {
    const widget = await storage.getWidget(request.params.widgetId);
    return widget ? toAdminWidget(widget) : noWidget(reply, request.params.widgetId);
  });

  app.put<{ Params: WidgetParams; Body: WidgetBody }>(
    '/widgets/:widgetId',
    { schema: { params: widgetParamsSchema, body: widgetReplaceSchema } },
    async (request, reply) => {
      const current = await storage.getWidget(request.params.widgetId);
      if (!current) return noWidget(reply, request.params.widgetId);
      return save(reply, toInput(current.accountId, request.body, current.widgetId), 200);
    },
  );

  app.patch<{ Params: WidgetParams; Body: WidgetPatch }>(
    '/widgets/:widgetId',
    { schema: { params: widgetParamsSchema, body: widgetPatchSchema } },
    async (request, reply) => {
      const current = await storage.getWidget(request.params.widgetId);
      if (!current) return noWidget(reply, request.params.widgetId);
      const patch = request.body;
      if (Object.keys(patch).length === 0) return toAdminWidget(current);
      // The owner's own name for the widget, which visitors never see: no new version.
      if (Object.keys(patch).length === 1 && patch.name !== undefined) {
        return toAdminWidget((await storage.renameWidget(current.widgetId, patch.name)) ?? current);
      }
      return save(
        reply,
        {
          widgetId: current.widgetId,
          accountId: current.accountId,
          widgetType: patch.widget_type ?? patch.type ?? current.widgetType,
          channel: patch.channel ?? current.channel,
          name: patch.name ?? current.name,
          smsKeyword: patch.sms_keyword ?? current.smsKeyword,
          widgetSign: patch.widget_sign ?? current.widgetSign,
          data: patch.data === undefined ? current.data : dataOf(mergePatch(current.data, patch.data)),
        },
        200,
      );
    },
  );

  app.delete<{ Params: WidgetParams }>('/widgets/:widgetId', { schema: { params: widgetParamsSchema } }, async (request, reply) => {
    const deleted = await storage.deleteWidget(request.params.widgetId);
    return deleted ? reply.code(204).send() : noWidget(reply, request.params.widgetId);
  });
}
