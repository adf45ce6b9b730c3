// DOMPurify is a chunk of its own: plain owner text never asks for it; markup does, and what was
// drawn before it arrived is drawn again with the sanitised nodes. Its own test file, so the
// sanitiser starts out not loaded.
import '../../setup';
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { fillWithHtml, htmlToText, sanitizerSettled, useOwnerHtml, useSanitizerLoaded } from '../../../src/react/sanitize';
import { hasMarkup, holdsMarkup } from '../../../src/runtime/config/markup';

function OwnerHtml({ html }: { html: string }) {
  const loaded = useSanitizerLoaded();
  return <div data-loaded={String(loaded)} ref={useOwnerHtml(html)} />;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the sanitiser, fetched only for markup', () => {
  const cases: [string, boolean][] = [
    ['Plain words', false],
    ['Tom & Jerry', false],
    ['1 < 2 and 3 > 2', false],
    ['Fish &amp; chips', true],
    ['&#128075; hello', true],
    ['<b>Bold</b>', true],
    ['a<br>b', true],
    ['<!-- note -->', true],
    ['</p>', true],
  ];
  for (const [text, markup] of cases) {
    it(`${JSON.stringify(text)} ${markup ? 'holds' : 'holds no'} markup`, () => expect(hasMarkup(text)).to.equal(markup));
  }

  it("finds markup anywhere in a widget's data, nested sections and lists too", () => {
    expect(holdsMarkup({ main: { title: 'Hi', desc: 'Plain' }, setup: { urlWhitelist: ['/a'] } })).to.equal(false);
    expect(holdsMarkup({ main: { title: 'Hi' }, submitted: { desc: 'Thanks, <b>friend</b>' } })).to.equal(true);
    expect(holdsMarkup({ appearance: { entries: [{ label: 'x' }, { label: 'a &amp; b' }] } })).to.equal(true);
    expect(holdsMarkup(null)).to.equal(false);
  });

  it('puts plain text in as text and asks for nothing', async () => {
    const card = document.createElement('div');
    fillWithHtml(card, 'Fresh roasts & more, 1 < 2');
    expect(card.textContent).to.equal('Fresh roasts & more, 1 < 2');
    expect(card.children.length).to.equal(0);
    expect(htmlToText('Plain words')).to.equal('Plain words');
    await settle();
    const root = document.createElement('div');
    document.body.append(root);
    const react = createRoot(root);
    flushSync(() => react.render(<OwnerHtml html="No markup here" />));
    await settle();
    expect(root.querySelector('div')!.dataset.loaded).to.equal('false');
    react.unmount();
    root.remove();
  });

  it('shows the words of markup at once, then the sanitised nodes once DOMPurify is in', async () => {
    const html = 'One week with the <b>new beans</b>.<script>window.__ran = true</script><img src=x onerror="window.__ran = true">';
    const root = document.createElement('div');
    document.body.append(root);
    const react = createRoot(root);
    flushSync(() => react.render(<OwnerHtml html={html} />));
    const shown = root.querySelector('div')!;
    expect(shown.dataset.loaded).to.equal('false');
    expect(shown.textContent).to.equal('One week with the new beans.');
    expect(shown.querySelector('b')).to.equal(null);
    await sanitizerSettled();
    await settle();
    expect(shown.dataset.loaded).to.equal('true');
    expect(shown.innerHTML).to.equal('One week with the <b>new beans</b>.');
    expect((window as { __ran?: boolean }).__ran).to.equal(undefined);
    expect(htmlToText('Fish &amp; <i>chips</i>')).to.equal('Fish & chips');
    react.unmount();
    root.remove();
  });
});
