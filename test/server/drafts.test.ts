// Drafts, publishing and versions through the owner API: visitors get the published widget until
// the owner publishes; a draft is read as strictly as a widget; the last 10 versions can be restored.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNT_ID } from '../../server/seed';
import { json, startTestServer, type TestServer } from './helpers';

interface AdminWidget {
  widget_id: number;
  name: string;
  data: { main?: { title?: string } };
  updated_at: string;
  status: 'live' | 'draft';
  has_unpublished_changes: boolean;
  version: number;
  published_at: string | null;
  draft_updated_at: string | null;
}

const ACCOUNT = `/admin/api/accounts/${DEMO_ACCOUNT_ID}`;
const bar = (title: string, name = 'Spring bar') => ({ widget_type: 'bar', name, data: { main: { title } } });

describe('drafts and publishing', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const load = () => server.app.inject({ method: 'GET', url: `/load?account_id=${DEMO_ACCOUNT_ID}` });
  const served = async (widgetId: number) =>
    json<{ widgets: { widget_id: number; name: string; data: { main?: { title?: string } } }[] }>(await load()).widgets.find(
      (widget) => widget.widget_id === widgetId,
    );
  const widget = (response: LightMyRequestResponse) => json<AdminWidget>(response);
  const create = async (body: unknown, query = '') => {
    const response = await server.admin('POST', `${ACCOUNT}/widgets${query}`, body);
    assert.equal(response.statusCode, 201, response.body);
    return widget(response);
  };

  it('creates a widget published, as before, with its publishing state', async () => {
    const created = await create(bar('Spring sale'));
    assert.deepEqual(
      [created.status, created.version, created.has_unpublished_changes, created.published_at, created.draft_updated_at],
      ['live', 1, false, new Date(server.clock.time).toISOString(), null],
    );
    assert.equal((await served(created.widget_id))?.data.main?.title, 'Spring sale');
  });

  it('creates a draft with ?publish=0: listed and counted with zeros, never served until published', async () => {
    const draft = await create(bar('Not yet'), '?publish=0');
    assert.deepEqual([draft.status, draft.version, draft.has_unpublished_changes, draft.published_at], ['draft', 0, true, null]);
    assert.equal(draft.draft_updated_at, new Date(server.clock.time).toISOString());
    assert.equal(await served(draft.widget_id), undefined);

    const listed = json<{ widgets: AdminWidget[] }>(await server.admin('GET', `${ACCOUNT}/widgets`)).widgets.find(
      (item) => item.widget_id === draft.widget_id,
    );
    assert.deepEqual([listed?.status, listed?.has_unpublished_changes], ['draft', true]);
    const stats = json<{ widgets: { widget_id: number; totals: { impressions: number } }[] }>(
      await server.admin('GET', `${ACCOUNT}/stats?days=7`),
    );
    assert.equal(stats.widgets.find((item) => item.widget_id === draft.widget_id)?.totals.impressions, 0);
    assert.equal(widget(await server.admin('GET', `/admin/api/widgets/${draft.widget_id}/draft`)).data.main?.title, 'Not yet');

    const published = widget(await server.admin('POST', `/admin/api/widgets/${draft.widget_id}/publish`));
    assert.deepEqual(
      [published.status, published.version, published.has_unpublished_changes, published.draft_updated_at],
      ['live', 1, false, null],
    );
    assert.equal((await served(draft.widget_id))?.data.main?.title, 'Not yet');
    assert.match(json(await server.admin('POST', `${ACCOUNT}/widgets?publish=maybe`, bar('x'))).message as string, /querystring\/publish/);
  });

  it('keeps the draft apart from what visitors get until publish, which changes the ETag', async () => {
    const { widget_id: id } = await create(bar('Published title'));
    const before = await load();

    const refused = await server.admin('PUT', `/admin/api/widgets/${id}/draft`, bar({ text: 'no' } as unknown as string));
    assert.equal(refused.statusCode, 400);
    assert.match(json(refused).message as string, /^the widget cannot be read: data\.main\.title must be /);
    const unknownField = await server.admin('PUT', `/admin/api/widgets/${id}/draft`, { ...bar('x'), colour: 'red' });
    assert.match(json(unknownField).message as string, /body\/colour is not a known field/);
    assert.equal(widget(await server.admin('GET', `/admin/api/widgets/${id}/draft`)).has_unpublished_changes, false, 'nothing was stored');

    server.clock.time += 60_000;
    const saved = await server.admin('PUT', `/admin/api/widgets/${id}/draft`, bar('Draft title'));
    assert.equal(saved.statusCode, 200);
    const draft = widget(saved);
    assert.deepEqual(
      [draft.data.main?.title, draft.status, draft.version, draft.has_unpublished_changes, draft.draft_updated_at, draft.updated_at],
      ['Draft title', 'live', 1, true, new Date(server.clock.time).toISOString(), new Date(server.clock.time).toISOString()],
    );
    assert.equal(
      widget(await server.admin('GET', `/admin/api/widgets/${id}/draft`)).data.main?.title,
      'Draft title',
      'a reload gets it back',
    );
    const published = widget(await server.admin('GET', `/admin/api/widgets/${id}`));
    assert.deepEqual([published.data.main?.title, published.has_unpublished_changes], ['Published title', true]);
    const during = await load();
    assert.equal(during.headers.etag, before.headers.etag, 'visitors get the same answer');
    assert.equal((await served(id))?.data.main?.title, 'Published title');

    const live = widget(await server.admin('POST', `/admin/api/widgets/${id}/publish`));
    assert.deepEqual(
      [live.data.main?.title, live.version, live.has_unpublished_changes, live.draft_updated_at],
      ['Draft title', 2, false, null],
    );
    const after = await load();
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.equal((await served(id))?.data.main?.title, 'Draft title');
    const cached = await server.app.inject({
      method: 'GET',
      url: `/load?account_id=${DEMO_ACCOUNT_ID}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    assert.equal(cached.statusCode, 200, 'a page holding the old answer gets the new one');

    await server.admin('POST', `/admin/api/widgets/${id}/publish`);
    assert.notEqual((await load()).headers.etag, after.headers.etag, 'publishing again is a new answer too');
  });

  it('lists the last 10 versions newest first, and restores one as the draft, published only on publish', async () => {
    const { widget_id: id } = await create(bar('v1'));
    for (let version = 2; version <= 12; version += 1) {
      await server.admin('PUT', `/admin/api/widgets/${id}/draft`, bar(`v${version}`));
      assert.equal(widget(await server.admin('POST', `/admin/api/widgets/${id}/publish`)).version, version);
    }
    const { versions } = json<{
      versions: { version: number; published_at: string; widget: { widget_id: number; data: { main: { title: string } } } }[];
    }>(await server.admin('GET', `/admin/api/widgets/${id}/versions`));
    assert.deepEqual(
      versions.map((version) => version.version),
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3],
    );
    assert.deepEqual([versions[9]?.widget.widget_id, versions[9]?.widget.data.main.title], [id, 'v3']);
    assert.equal(versions[0]?.published_at, new Date(server.clock.time).toISOString());

    const restored = await server.admin('POST', `/admin/api/widgets/${id}/versions/3/restore`);
    assert.equal(restored.statusCode, 200);
    assert.deepEqual(
      [widget(restored).data.main?.title, widget(restored).has_unpublished_changes, widget(restored).version],
      ['v3', true, 12],
    );
    assert.equal((await served(id))?.data.main?.title, 'v12', 'not published yet');
    assert.equal(widget(await server.admin('POST', `/admin/api/widgets/${id}/publish`)).version, 13);
    assert.equal((await served(id))?.data.main?.title, 'v3');

    const gone = await server.admin('POST', `/admin/api/widgets/${id}/versions/2/restore`);
    assert.equal(gone.statusCode, 404);
    assert.match(json(gone).message as string, /no version 2/);
    for (const version of ['zero', 'Infinity', '1e3', '0', '-1', '99999999999']) {
      const refused = await server.admin('POST', `/admin/api/widgets/${id}/versions/${version}/restore`);
      assert.equal(refused.statusCode, 400, version);
      assert.match(json(refused).message as string, /params\/version/);
    }
  });

  it('drops a draft, renames without a new version, and keeps PUT and PATCH publishing as documented', async () => {
    const { widget_id: id } = await create(bar('Kept'));
    await server.admin('PUT', `/admin/api/widgets/${id}/draft`, bar('Dropped', 'Draft name'));
    assert.equal((await server.admin('DELETE', `/admin/api/widgets/${id}/draft`)).statusCode, 204);
    const noDraft = widget(await server.admin('GET', `/admin/api/widgets/${id}/draft`));
    assert.deepEqual([noDraft.data.main?.title, noDraft.has_unpublished_changes], ['Kept', false]);

    await server.admin('PUT', `/admin/api/widgets/${id}/draft`, bar('Pending'));
    const renamed = await server.admin('PATCH', `/admin/api/widgets/${id}`, { name: 'Renamed bar' });
    assert.deepEqual([widget(renamed).name, widget(renamed).version, widget(renamed).has_unpublished_changes], ['Renamed bar', 1, true]);
    const draft = widget(await server.admin('GET', `/admin/api/widgets/${id}/draft`));
    assert.deepEqual([draft.name, draft.data.main?.title], ['Renamed bar', 'Pending']);
    assert.equal(widget(await server.admin('PATCH', `/admin/api/widgets/${id}`, {})).version, 1, 'an empty patch changes nothing');
    assert.equal(json<{ versions: unknown[] }>(await server.admin('GET', `/admin/api/widgets/${id}/versions`)).versions.length, 1);

    const patched = widget(await server.admin('PATCH', `/admin/api/widgets/${id}`, { data: { main: { title: 'Patched' } } }));
    assert.deepEqual([patched.version, patched.data.main?.title, patched.has_unpublished_changes], [2, 'Patched', true]);
    assert.equal((await served(id))?.data.main?.title, 'Patched');
    const replaced = widget(await server.admin('PUT', `/admin/api/widgets/${id}`, bar('Replaced')));
    assert.equal(replaced.version, 3);
    assert.equal((await served(id))?.data.main?.title, 'Replaced');

    assert.equal((await server.admin('DELETE', `/admin/api/widgets/${id}`)).statusCode, 204);
    assert.deepEqual([await server.storage.getWidgetDraft(id), await server.storage.listWidgetVersions(id)], [undefined, []]);
    for (const [method, url] of [
      ['GET', `/admin/api/widgets/${id}/draft`],
      ['PUT', `/admin/api/widgets/${id}/draft`],
      ['DELETE', `/admin/api/widgets/${id}/draft`],
      ['POST', `/admin/api/widgets/${id}/publish`],
      ['GET', `/admin/api/widgets/${id}/versions`],
      ['POST', `/admin/api/widgets/${id}/versions/1/restore`],
    ] as const) {
      const response = await server.admin(method, url, method === 'PUT' ? bar('x') : undefined);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
    }
  });
});
