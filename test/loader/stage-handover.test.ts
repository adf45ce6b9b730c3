import '../setup';
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { startWidgets } from '../../src/loader/boot';
import { createGuid } from '../../src/runtime/builders/pixel-session-id';
import { STAGE_CHUNK } from '../../src/runtime/chunks';
import { stringifyJson } from '../../src/runtime/json';
import type { PageStageDeps } from '../../src/stage/page-stage';
import { makeLoadAnswer, makeSettings, makeWidget } from '../support/factories';

describe('the loader hands the page stage its own helpers (so the stage’s file holds no copy of them)', () => {
  let fetchStub: sinon.SinonStub;
  afterEach(() => fetchStub.restore());

  it('the JSON writer and the guid maker it uses itself', async () => {
    const answer = makeLoadAnswer([makeWidget({ widget_type: 'bar', data: { main: { title: 'Hi', whenDisplay: ['immediately', 0] } } })]);
    fetchStub = sinon.stub(window, 'fetch').callsFake(async () => new Response(JSON.stringify(answer), { status: 200 }));
    let deps: PageStageDeps | undefined;
    const importChunk = (path: string): Promise<unknown> =>
      path === STAGE_CHUNK
        ? Promise.resolve({
            startPageStage: (given: PageStageDeps) => {
              deps = given;
              return { api: {}, startShop: () => undefined };
            },
          })
        : new Promise(() => undefined);
    startWidgets(window, makeSettings(), importChunk);
    await waitUntil(() => deps, 'the stage was started');
    expect(deps!.json).to.equal(stringifyJson);
    expect(deps!.guid).to.equal(createGuid);
  });
});
