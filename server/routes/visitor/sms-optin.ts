/**
 * `POST /widget/createSubscriberByPhoneNumber` (docs/server.md#the-visitor-api). The answer is always 200 with
 * `{state, errors}` for anything the visitor can fix or cannot help (a bad number, a form that no
 * longer exists), since the SMS card shows the last error; a repeat subscription is a success and
 * stores nothing new. Rate-limited per IP and per session.
 *
 * Optional fields beside the documented ones put the consent on record (docs/server.md): `legal_text`
 * and `button_text` as the card showed them, `page_url`; the server adds the widget's `updated_at`
 * and the time. Every subscription, a repeat one too, stores its consent.
 */
import type { FastifyInstance } from 'fastify';
import { checkPhoneNumber } from '../../domain/phone';
import type { ServerContext } from '../../http/context';
import type { RateLimitHook } from '../../http/rate-limit';
import { accountIdSchema, sessionIdSchema, shownTextSchema, widgetIdSchema } from '../../http/schemas';
import { findSmsWidget, SMS_FORM_OUTDATED } from './sms-widget';

interface SmsOptinBody {
  account_id: string;
  widget_id: number;
  phone_number: string;
  session_id: string;
  widget_sign: string;
  legal_text: string;
  button_text: string;
  page_url: string;
}

export function registerSmsOptinRoute(app: FastifyInstance, { storage }: ServerContext, limits: RateLimitHook[]): void {
  app.post<{ Body: SmsOptinBody }>(
    '/widget/createSubscriberByPhoneNumber',
    {
      bodyLimit: 16 * 1024,
      preHandler: limits,
      schema: {
        body: {
          type: 'object',
          required: ['account_id', 'widget_id', 'phone_number', 'session_id'],
          properties: {
            account_id: accountIdSchema,
            widget_id: widgetIdSchema,
            phone_number: { type: 'string', maxLength: 40 },
            session_id: sessionIdSchema,
            widget_sign: { type: 'string', maxLength: 500, default: '' },
            legal_text: { ...shownTextSchema, default: '' },
            button_text: { ...shownTextSchema, default: '' },
            page_url: { ...shownTextSchema, default: '' },
          },
        },
      },
    },
    async (request) => {
      const {
        account_id: accountId,
        widget_id: widgetId,
        phone_number: phoneNumber,
        session_id: sessionId,
        widget_sign: sign,
      } = request.body;
      const found = await findSmsWidget(storage, accountId, widgetId);
      if ('error' in found) return { state: false, errors: [found.error] };
      const { widget } = found;
      if (widget.widgetSign && widget.widgetSign !== sign) return { state: false, errors: [SMS_FORM_OUTDATED] };
      const phone = checkPhoneNumber(phoneNumber);
      if (!phone.valid) return { state: false, errors: [phone.message] };
      const { legal_text: legalText, button_text: buttonText, page_url: pageUrl } = request.body;
      const consent = { legalText, buttonText, pageUrl, widgetUpdatedAt: widget.updatedAt };
      await storage.addSubscriber({ accountId, widgetId, phoneNumber: phone.e164, sessionId, consent });
      return { state: true, errors: [] };
    },
  );
}
