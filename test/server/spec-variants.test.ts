// Guards the bug where the owner API refused widgets written from the spec's own wording (the
// client's defaults doubled as the schema): every shape a page accepts is stored, and what is
// served is read by a page as the owner wrote it; a value of no accepted shape is a 400 naming it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseWidget } from '../../src/runtime/config';
import { at, VARIANTS } from '../support/spec-variants';
import { json, startTestServer, type TestServer } from './helpers';

const ACCOUNT = '7654321';

describe("owner API: widgets as the world writes them, read strictly with the page's schema", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    assert.equal((await server.admin('PUT', `/admin/api/accounts/${ACCOUNT}`, { app: {} })).statusCode, 201);
  });
  after(() => server.close());

  const served = async () =>
    json<{ widgets: Record<string, unknown>[] }>(await server.app.inject({ method: 'GET', url: `/load?account_id=${ACCOUNT}` })).widgets;

  it(`stores each of the ${VARIANTS.filter((variant) => variant.read).length} accepted variants, and a page reads what is served as the owner wrote it`, async () => {
    const accepted = VARIANTS.filter((variant) => variant.read);
    assert.ok(VARIANTS.length >= 80);
    for (const variant of accepted) {
      const response = await server.admin('POST', `/admin/api/accounts/${ACCOUNT}/widgets`, variant.widget);
      assert.equal(response.statusCode, 201, `${variant.name}: ${response.body}`);
    }
    const widgets = await served();
    assert.equal(widgets.length, accepted.length);
    for (const variant of accepted) {
      const id = Number(String(variant.widget['widget_id']).trim());
      const raw = widgets.find((widget) => widget['widget_id'] === id);
      const reported: string[] = [];
      const read = parseWidget(raw, { report: (_id, path) => reported.push(path) });
      assert.equal(read.kind, 'widget', variant.name);
      const [path, value] = variant.read!;
      assert.deepEqual(at(read.kind === 'widget' && read.widget, path), value, variant.name);
      assert.deepEqual(reported, [], variant.name);
    }
  });

  it("stores the widget's own names normalised", async () => {
    const widgets = await served();
    const byName = (name: string) => widgets.find((widget) => widget['name'] === name);
    assert.equal(byName('modal widget_type')?.['widget_type'], 'modal');
    assert.equal(byName('slide_in widget_type')?.['widget_type'], 'slide_in');
    assert.equal(byName('modal channel')?.['channel'], 'fb');
    assert.ok(widgets.some((widget) => widget['widget_id'] === 4242));
  });

  for (const variant of VARIANTS.filter((candidate) => candidate.refused)) {
    it(`${variant.name} → 400 naming ${variant.refused} and its shapes`, async () => {
      const response = await server.admin('POST', `/admin/api/accounts/${ACCOUNT}/widgets`, variant.widget);
      assert.equal(response.statusCode, 400, response.body);
      const message = json<{ message: string }>(response).message;
      assert.ok(message.includes(`${variant.refused} must be `), message);
    });
  }

  it('PUT and POST of hideOnMobile: {} answer 400 naming data.setup.hideOnMobile', async () => {
    const widget = { widget_type: 'modal', data: { setup: { hideOnMobile: {} } } };
    const posted = await server.admin('POST', `/admin/api/accounts/${ACCOUNT}/widgets`, widget);
    const target = (await served())[0]!['widget_id'];
    const put = await server.admin('PUT', `/admin/api/widgets/${target}`, widget);
    const patched = await server.admin('PATCH', `/admin/api/widgets/${target}`, { data: { setup: { hideOnMobile: {} } } });
    for (const response of [posted, put, patched]) {
      assert.equal(response.statusCode, 400);
      assert.match(
        json<{ message: string }>(response).message,
        /data\.setup\.hideOnMobile must be true, false, "desktop", "mobile" or another string/,
      );
    }
  });

  it('accepts id and type for widget_id and widget_type, and data: null as no data', async () => {
    const response = await server.admin('POST', `/admin/api/accounts/${ACCOUNT}/widgets`, { id: 4300, type: 'Box', data: null });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual([json(response)['widget_id'], json(response)['widget_type'], json(response)['data']], [4300, 'box', {}]);
  });
});
