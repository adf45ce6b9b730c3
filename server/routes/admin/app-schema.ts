/**
 * The owner's app settings: the load answer's `app` section (docs/load-answer.md), with the
 * names and aliases the client reads (src/runtime/config/parse-app.ts). Unknown names are refused,
 * so a typo is reported instead of silently doing nothing.
 */
const text = { type: 'string', maxLength: 500 } as const;
const flag = { type: 'boolean' } as const;

export const appSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageId: text,
    page_id: text,
    fb_page_id: text,
    fbPageId: text,
    appId: text,
    app_id: text,
    widget_phone: text,
    widgetPhone: text,
    page_name: text,
    pageName: text,
    host: { type: 'string', maxLength: 500, pattern: '^(https?://[^\\s]+)?$' },
    whitelist: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 253 } },
    sms_channel_connected: flag,
    defaultSize: flag,
    fbSDKVersion: { type: 'string', pattern: '^v[0-9]{1,2}\\.[0-9]{1,2}$' },
    fbSDKDebug: flag,
    locale: { type: 'string', pattern: '^[a-z]{2}(_[A-Z]{2})?$' },
    widgetLocale: { type: 'string', pattern: '^[a-z]{2}(_[A-Z]{2})?$' },
    is_eu_affected: flag,
  },
} as const;

/**
 * The same fields, each optional or `null` to remove it, for a merge patch. A union type rather than
 * `anyOf`, so coercion cannot turn `null` into `""` or `false` into `null` on the way.
 */
export const appSettingsPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    Object.entries(appSettingsSchema.properties).map(([name, schema]) => [name, { ...schema, type: [schema.type, 'null'] }]),
  ),
} as const;

export const shopDomainField = {
  type: ['string', 'null'],
  pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$',
} as const;
