// One validator: the owner app's editor reads a draft with the owner API's own strict reader
// (server/domain/widget-shape.ts). Every widget of the spec-variant table, put through the editor's
// form state — loaded as a stored draft, and built field by field as the form writes it — is
// accepted or refused exactly as the owner API accepts or refuses it, naming the same field.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { WidgetFields } from '../../server/owner/app/api';
import { draftOf, loadDraft, setField, validateDraft } from '../../server/owner/app/editor/form-state';
import { checkWidgetShape, readWidgetShape } from '../../server/domain/widget-shape';
import { VARIANTS, type Variant } from '../support/spec-variants';
import { json, startTestServer, type TestServer } from './helpers';

const ACCOUNT = '7654322';

/** The one field a variant changes, from its name (`modal data.main.width: "wide"`). */
const changedPath = (variant: Variant): string => /^\S+ (\S+): /.exec(variant.name)![1]!;

const valueAtPath = (widget: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | null | undefined)?.[key], widget);

/** What the editor says of a draft: accepted, or the first field refused. */
function editorVerdict(draft: WidgetFields): string | null {
  return validateDraft(draft)[0]?.path ?? null;
}

describe('editor: one validator with the owner API', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
    assert.equal((await server.admin('PUT', `/admin/api/accounts/${ACCOUNT}`, { app: {} })).statusCode, 201);
  });
  after(() => server.close());

  it(`gives each of the ${VARIANTS.length} spec variants the owner API's verdict, through the form state`, async () => {
    assert.ok(VARIANTS.length >= 80);
    let refusedCount = 0;
    for (const variant of VARIANTS) {
      const response = await server.admin('POST', `/admin/api/accounts/${ACCOUNT}/widgets`, variant.widget);
      assert.ok([201, 400].includes(response.statusCode), `${variant.name}: ${response.statusCode} ${response.body}`);
      const apiRefused =
        response.statusCode === 400
          ? (/^the widget cannot be read: (\S+) must be /.exec(json<{ message: string }>(response).message)?.[1] ?? 'unreadable')
          : null;
      assert.equal(apiRefused, variant.refused ?? null, `${variant.name}: the owner API's verdict is the table's`);
      if (apiRefused) refusedCount += 1;

      // Loaded as a stored draft, and stored again as the form hands it on.
      const loaded = draftOf(loadDraft(variant.widget as unknown as WidgetFields));
      assert.equal(editorVerdict(loaded), apiRefused, `${variant.name}: loaded into the form`);

      // Built as the form writes it: a new draft of the kind, then the one field at its path.
      const path = changedPath(variant);
      let state = loadDraft({
        widget_type: variant.kind,
        channel: 'fb',
        name: String(variant.widget['name']),
        sms_keyword: '',
        widget_sign: '',
        data: {},
      });
      assert.deepEqual(state.refused, [], `${variant.name}: a new draft is accepted`);
      state = setField(state, path, valueAtPath(variant.widget, path));
      assert.equal(editorVerdict(draftOf(state)), apiRefused, `${variant.name}: written at ${path} by the form`);
      if (apiRefused) {
        const refusal = state.refused.find((entry) => entry.path === apiRefused);
        assert.ok(refusal, `${variant.name}: refused at ${apiRefused}`);
        assert.equal(
          refusal.message,
          json<{ message: string }>(response).message.replace(/^the widget cannot be read: /, ''),
          `${variant.name}: the server's words`,
        );
      }
    }
    assert.ok(refusedCount >= 15, `${refusedCount} refused variants`);
  });

  it('lists every refused field, first the one the owner API names', () => {
    const draft: WidgetFields = {
      widget_type: 'modal',
      channel: 'fb',
      name: 'Three wrong fields',
      sms_keyword: '',
      widget_sign: '',
      data: {
        main: { width: 'wide', whenDisplay: ['later', 5], colors: { headline: 'not-a-colour' } },
        setup: { hideOnMobile: {}, urlWhitelist: '/pricing' },
      },
    };
    const refused = validateDraft(draft);
    assert.deepEqual(
      refused.map((entry) => entry.path).sort(),
      [
        'data.main.colors.headline',
        'data.main.whenDisplay',
        'data.main.width',
        'data.setup.hideOnMobile',
        'data.setup.urlWhitelist',
      ].sort(),
    );
    const check = checkWidgetShape({
      accountId: ACCOUNT,
      widgetType: 'modal',
      channel: 'fb',
      name: '',
      smsKeyword: '',
      widgetSign: '',
      data: draft.data,
    });
    assert.deepEqual(check, { valid: false, reason: refused[0]!.message });
    for (const entry of refused) assert.match(entry.message, new RegExp(`^${entry.path.replace(/\./g, '\\.')} must be `));
  });

  it('refuses an unknown kind at widget_type, as the owner API does', () => {
    assert.deepEqual(
      readWidgetShape({ widget_type: 'poster' }).refused.map((entry) => entry.path),
      ['widget_type'],
    );
    assert.deepEqual(
      checkWidgetShape({ accountId: ACCOUNT, widgetType: 'poster', channel: 'fb', name: '', smsKeyword: '', widgetSign: '', data: {} }),
      {
        valid: false,
        reason: readWidgetShape({ widget_type: 'poster' }).refused[0]!.message,
      },
    );
  });

  it("is bundled for the browser with nothing of Node: the reader, the colour check and the runtime's schema only", async () => {
    const result = await build({
      entryPoints: ['server/owner/app/editor/form-state.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const server = Object.keys(result.metafile.inputs).filter(
      (input) => input.startsWith('server/') && !input.startsWith('server/owner/app/'),
    );
    assert.deepEqual(server.sort(), ['server/domain/css-color.ts', 'server/domain/widget-shape.ts']);
    assert.ok(
      Object.keys(result.metafile.inputs).every((input) => !input.includes('node_modules')),
      'no package is pulled in',
    );
  });
});
