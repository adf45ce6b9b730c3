import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { stylesFor } from '../../../src/react/root-styles';
import { useOptInSubmit } from '../../../src/react/messenger/use-opt-in-submit';
import type { ResolvedWidget } from '../../../src/runtime/config';
import { resetFbGlobals } from '../../support/fake-fb-sdk';
import { renderOptIn, renderReasons, unmountAll, type RenderedOptIn } from './render-opt-in';
import { settle } from '../../support/settle';
import { UiHostContext } from '../../../src/react/ui-host-context';
import { watchPageErrors } from '../../support/watch-page-errors';
import { RootStylesContext } from '../../../src/react/use-class-names';

const fallback = (r: RenderedOptIn) => r.$('[part="fallback-button"]') as HTMLAnchorElement | null;
const link = (r: RenderedOptIn) => `https://m.me/1234567?ref=${encodeURIComponent(`42_session1_${r.instanceId}`)}`;
const EU = { app: { is_eu_affected: true } };

describe('Messenger fallback button', () => {
  let open: sinon.SinonStub;
  beforeEach(() => {
    open = sinon.stub(window, 'open').returns(null);
  });
  afterEach(() => {
    open.restore();
    unmountAll();
    resetFbGlobals();
  });

  it("links to the page's messenger address with this instance's ref, in a new tab", async () => {
    const r = renderOptIn({ buttonType: 'button' }, EU);
    await settle();
    const button = fallback(r);
    expect(button?.tagName).to.equal('A');
    expect(button?.getAttribute('href')).to.equal(link(r));
    expect(button?.getAttribute('href')).to.contain('ref=');
    expect(button?.getAttribute('target')).to.equal('_blank');
    expect(button?.getAttribute('rel')).to.equal('noopener');
  });

  it('opens the messenger in a new tab on click and submits as fallback: no poll, no opt-in', async () => {
    const r = renderOptIn({ buttonType: 'button' }, EU);
    await settle();
    fallback(r)?.click();
    await settle();
    expect(open.callCount).to.equal(1);
    expect(open.firstCall.args).to.deep.equal([link(r), '_blank', 'noopener']);
    expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(true);
    expect(r.host.submitted.calledOnceWith(r.instanceId)).to.equal(true);
    expect(r.host.optedIn.called).to.equal(false);
    expect(r.host.pixel.checkOptin.called).to.equal(false);
  });

  it('looks like a finished Messenger button in the widget colours', async () => {
    const r = renderOptIn(
      { buttonType: 'button', optInButtonText: 'Chat with us', colors: { buttonBackground: '#123456', buttonText: '#fedcba' } },
      EU,
    );
    await settle();
    const button = fallback(r) as HTMLAnchorElement;
    // Guards the fallback reading the built-in "Go to Messenger" over the owner's opt-in button text.
    expect(button.textContent).to.equal('Chat with us');
    expect(button.querySelector('svg path')).to.exist;
    const style = getComputedStyle(button);
    expect(style.backgroundColor).to.equal('rgb(18, 52, 86)');
    expect(style.color).to.equal('rgb(254, 220, 186)');
    expect(button.getBoundingClientRect().height).to.be.at.least(40);
    expect(style.cursor).to.equal('pointer');
  });

  // Guards the preview showing a button text ("Notify me") that visitors never get.
  it('shows in the preview the text visitors see: the owner\'s opt-in text, "Go to Messenger" only when it is empty', async () => {
    const r = renderOptIn({ buttonType: 'button', optInButtonText: 'Chat with us' }, { preview: true });
    await settle();
    expect(fallback(r)?.textContent).to.equal('Chat with us');
    const visitor = renderOptIn({ buttonType: 'button', optInButtonText: '' }, EU);
    await settle();
    expect(fallback(visitor)?.textContent).to.equal('Go to Messenger');
    const checkbox = renderOptIn({ buttonType: 'checkbox', optInButtonText: 'Chat with us' }, { preview: true });
    await settle();
    expect(fallback(checkbox)?.textContent).to.equal('Chat with us');
    const empty = renderOptIn({ buttonType: 'checkbox', optInButtonText: ' ' }, { preview: true });
    await settle();
    expect(fallback(empty)?.textContent).to.equal('Go to Messenger');
  });

  it('still submits without a page id, as a keyboard-usable button without a link', async () => {
    const r = renderOptIn({ buttonType: 'button' }, { app: { is_eu_affected: true, pageId: '', fb_page_id: '' } });
    await settle();
    const button = fallback(r) as HTMLAnchorElement;
    expect(button.hasAttribute('href')).to.equal(false);
    expect(button.getAttribute('role')).to.equal('button');
    expect(button.tabIndex).to.equal(0);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(open.called).to.equal(false);
    expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(true);
  });

  it('shows the fallback at once for an unknown buttonType, and it still works', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const r = renderOptIn({ buttonType: 'radio' });
      await settle();
      expect(renderReasons(r)).to.deep.equal(['timeout']);
      expect(document.getElementById('facebook-jssdk')).to.equal(null);
      expect(warn.calledWithMatch(sinon.match('unknown buttonType'))).to.equal(true);
      fallback(r)?.click();
      await settle();
      expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(true);
    } finally {
      warn.restore();
    }
  });
});

describe('Messenger opt-in submit errors', () => {
  afterEach(() => unmountAll());

  function SubmitProbe({ widget, instanceId }: { widget: ResolvedWidget; instanceId: string }) {
    const submit = useOptInSubmit(widget, instanceId, null, '');
    return (
      <button type="button" onClick={() => submit(widget.data.main.buttonType)}>
        submit
      </button>
    );
  }

  it("logs 'unknown widget buttonType' with console.error at the click, and nothing reaches the page", async () => {
    const { error, pageErrors, stop } = watchPageErrors();
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    const root = holder.attachShadow({ mode: 'open' });
    const react = createRoot(root);
    try {
      const r = renderOptIn({ buttonType: 'radio' });
      flushSync(() =>
        react.render(
          <UiHostContext.Provider value={r.host}>
            <RootStylesContext.Provider value={stylesFor(root, '')}>
              <SubmitProbe widget={r.widget} instanceId={r.instanceId} />
            </RootStylesContext.Provider>
          </UiHostContext.Provider>,
        ),
      );
      root.querySelector('button')?.click();
      await settle();
      const logged = error
        .getCalls()
        .flatMap((call) => call.args)
        .find((arg): arg is Error => arg instanceof Error);
      expect(logged?.message).to.equal('unknown widget buttonType');
      expect(pageErrors).to.deep.equal([]);
      expect(r.store.getState().ui.get(r.instanceId)?.submitted).to.equal(false);
    } finally {
      react.unmount();
      holder.remove();
      stop();
    }
  });
});

describe('Messenger opt-in in the preview', () => {
  let open: sinon.SinonStub;
  beforeEach(() => {
    open = sinon.stub(window, 'open').returns(null);
  });
  afterEach(() => {
    open.restore();
    unmountAll();
    resetFbGlobals();
  });

  it('renders at once with reason normal, loading nothing', async () => {
    const r = renderOptIn({ buttonType: 'button' }, { preview: true });
    await settle();
    expect(renderReasons(r)).to.deep.equal(['normal']);
    expect(document.getElementById('facebook-jssdk')).to.equal(null);
    expect(r.$('[part="plugin"]')).to.equal(null);
  });

  it('lets the owner edit the button text in place', async () => {
    const r = renderOptIn({ buttonType: 'checkbox', optInButtonText: 'Get updates' }, { preview: true });
    await settle();
    const editable = fallback(r)?.querySelector('[data-field="main.optInButtonText"]') as HTMLElement;
    expect(editable.textContent).to.equal('Get updates');
    expect(editable.getAttribute('contenteditable')).to.equal('plaintext-only');
    const edits: CustomEvent[] = [];
    r.root.addEventListener('mc:preview-edit', (event) => edits.push(event as CustomEvent));
    editable.textContent = 'Get news';
    editable.dispatchEvent(new Event('input', { bubbles: true }));
    expect(edits.map((event) => event.detail)).to.deep.equal([{ widgetId: 42, field: 'main.optInButtonText', value: 'Get news' }]);
  });

  // Guards the preview showing a raw m.me URL under the button, which visitors never see.
  it('gives the ref to the owner on the host, apart from the card, and shows no URL in it', async () => {
    const r = renderOptIn({ buttonType: 'button' }, { preview: true });
    await settle();
    expect(r.$('[part="preview-link"]')).to.equal(null);
    expect(r.root.textContent).to.not.contain('m.me');
    expect(r.root.host.getAttribute('data-preview-ref')).to.equal(`42_session1_${r.instanceId}`);
  });

  it('neither opens nor submits when the button is clicked', async () => {
    const r = renderOptIn({ buttonType: 'button' }, { preview: true });
    await settle();
    fallback(r)?.click();
    await settle();
    expect(open.called).to.equal(false);
    expect(r.host.submitted.called).to.equal(false);
    expect(fallback(r)?.hasAttribute('href')).to.equal(false);
  });
});
