// A kind whose views are a chunk of their own: the element shows nothing until the chunk is in,
// then the view; an element that renders once it is in is drawn at once; a chunk that cannot be
// loaded drops the instance, with one warning and no error in the page. Its own file, so the
// chat kinds' chunk starts out not loaded.
import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { ReactElement } from 'react';
import { lazyView } from '../../src/react/lazy-view';
import { UiHostContext } from '../../src/react/ui-host-context';
import type { WidgetViewProps } from '../../src/react/WidgetRoot';
import { chatKindView, loadChatKinds } from '../../src/react/widgets/load-chat-kinds';
import type { UiHost } from '../../src/runtime/ui-host';
import { watchPageErrors } from '../support/watch-page-errors';
import { settleUntil } from '../support/settle';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function render(node: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return { container, dispose: () => (root.unmount(), container.remove()) };
}

const props: WidgetViewProps = { widgetId: 1, instanceId: '1-a', root: document.createElement('div').attachShadow({ mode: 'open' }) };

describe("lazyView: a kind's views in a chunk of their own", () => {
  it("the chat kinds' chunk is not in before anything asks for it: a chat kind's first element draws nothing", () => {
    const Checkbox = chatKindView('Checkbox', 'the checkbox');
    const host = { failed: sinon.spy() } as unknown as UiHost;
    const first = render(
      <UiHostContext.Provider value={host}>
        <Checkbox {...props} />
      </UiHostContext.Provider>,
    );
    expect(first.container.textContent).to.equal('');
    first.dispose();
  });

  it('shows nothing until the view is in, then the view; drawn at once when it already is', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let ready: ((p: WidgetViewProps) => ReactElement) | undefined;
    const View = (p: WidgetViewProps) => <p data-instance={p.instanceId}>the view</p>;
    const Lazy = lazyView(
      'the test view',
      async () => (await arrived, (ready = View)),
      () => ready,
    );
    const host = { failed: sinon.spy() } as unknown as UiHost;
    const first = render(
      <UiHostContext.Provider value={host}>
        <Lazy {...props} />
      </UiHostContext.Provider>,
    );
    expect(first.container.textContent).to.equal('');
    arrive();
    // The view's state is set once its chunk's promise settles, and React renders it in a task of its scheduler.
    await settleUntil(undefined, () => first.container.querySelector('p'));
    expect(first.container.querySelector('p')?.dataset.instance).to.equal('1-a');
    const second = render(
      <UiHostContext.Provider value={host}>
        <Lazy {...props} />
      </UiHostContext.Provider>,
    );
    expect(second.container.textContent, 'in its first render').to.equal('the view');
    first.dispose();
    second.dispose();
  });

  it('drops the instance with one warning when the chunk cannot be loaded, and throws nothing into the page', async () => {
    const { warn, pageErrors, stop } = watchPageErrors();
    try {
      const Lazy = lazyView(
        'the test view',
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        () => undefined,
      );
      const host = { failed: sinon.spy() } as unknown as UiHost;
      const shown = render(
        <UiHostContext.Provider value={host}>
          <Lazy {...props} />
        </UiHostContext.Provider>,
      );
      await settle();
      expect((host.failed as sinon.SinonSpy).calledOnceWithExactly('1-a')).to.equal(true);
      expect(warn.calledOnce).to.equal(true);
      expect(String(warn.firstCall.args[0])).to.equal('[mc] the test view could not be shown:');
      expect(shown.container.textContent).to.equal('');
      expect(pageErrors).to.deep.equal([]);
      shown.dispose();
    } finally {
      stop();
    }
  });

  it("loads the three chat kinds' views in one chunk, once", async () => {
    const [first, second] = await Promise.all([loadChatKinds(), loadChatKinds()]);
    expect(first).to.equal(second);
    expect([typeof first.Omnichat, typeof first.CustomerChat, typeof first.Checkbox]).to.deep.equal(['function', 'function', 'function']);
  });
});
