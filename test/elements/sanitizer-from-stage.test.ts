// The UI takes DOMPurify's module from the page stage's own import of its chunk (UiHost.sanitizer) rather than
// importing it a second time, which the browser resolves a task later, after React's renderer, in front of the first
// view. Its own test file, so the sanitiser starts out not loaded.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineElements } from '../../src/elements';
import { fillWithHtml, sanitizerSettled } from '../../src/react/sanitize';
import { makeWidget } from '../support/factories';
import { createTestInstance } from '../support/mount-widget';

const stageImport = () => sinon.spy(() => import('../../src/react/purify'));

describe("DOMPurify from the page stage's import", () => {
  it('is not asked for when no widget holds markup', async () => {
    const { host } = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { desc: 'Plain words' } } }));
    const sanitizer = stageImport();
    const stop = defineElements(Object.assign(host, { sanitizer }));
    await sanitizerSettled();
    expect(sanitizer.called).to.equal(false);
    stop();
  });

  it("is the module the UI sanitises with once a widget's text holds markup", async () => {
    const { host } = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { desc: 'One <b>bold</b> word' } } }));
    const sanitizer = stageImport();
    const stop = defineElements(Object.assign(host, { sanitizer }));
    expect(sanitizer.callCount).to.equal(1);
    await sanitizerSettled();
    const element = document.createElement('p');
    fillWithHtml(element, 'One <b>bold</b> word<img src=x onerror="alert(1)">');
    expect(element.querySelector('b')?.textContent).to.equal('bold');
    expect(element.querySelector('img')).to.equal(null);
    // Asked once: a second UI host on the page finds DOMPurify in.
    const other = createTestInstance(makeWidget({ widget_type: 'box', data: { main: { desc: 'Two <i>words</i>' } } }));
    const again = stageImport();
    const stopOther = defineElements(Object.assign(other.host, { sanitizer: again }));
    expect(again.called).to.equal(false);
    stop();
    stopOther();
  });
});
