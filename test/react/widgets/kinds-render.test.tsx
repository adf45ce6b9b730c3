import '../../setup';
import { expect } from '@open-wc/testing';
import { sanitizerSettled } from '../../../src/react/sanitize';
import { addPageStyle, colorOf, mountRendered, mountShown, part, settle, show, type CardKind, type Mounted } from './support';

const CARD_KINDS: CardKind[] = ['bar', 'slide_in', 'modal', 'page_takeover', 'box', 'landing'];

const main = {
  title: 'Weekly roast notes',
  desc: '<p>Fresh <b>beans</b> every Friday</p>',
  showDescription: true,
  colors: { background: '#112233', headline: '#ff8800', description: '#00aa11' },
};

/** The element that carries the card's background (the takeover paints the whole page). */
const surfaceOf = (mounted: Mounted, kind: CardKind) => part(mounted, kind === 'page_takeover' ? 'takeover' : 'card') as HTMLElement;

describe('card widget kinds', () => {
  let mounted: Mounted | undefined;
  let removeStyle: (() => void) | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    removeStyle?.();
    removeStyle = undefined;
    delete (window as unknown as Record<string, unknown>)['__mcXss'];
  });

  for (const kind of CARD_KINDS) {
    describe(kind, () => {
      it('renders the configured texts and colours inside its shadow root', async () => {
        mounted = await mountShown(kind, { main });
        await sanitizerSettled(); // the description holds markup: drawn again once DOMPurify is in
        await settle();
        const title = part(mounted, 'title') as HTMLElement;
        const description = part(mounted, 'description') as HTMLElement;
        expect(title.textContent).to.equal('Weekly roast notes');
        expect(description.innerHTML).to.equal('<p>Fresh <b>beans</b> every Friday</p>');
        expect(colorOf(title)).to.equal('rgb(255, 136, 0)');
        expect(colorOf(description)).to.equal('rgb(0, 170, 17)');
        expect(colorOf(surfaceOf(mounted, kind), 'background-color')).to.equal('rgba(17, 34, 51, 0.9)');
        expect(document.querySelector('[part~="title"]')).to.equal(null);
      });

      it('keeps a hostile page style out of its title', async () => {
        removeStyle = addPageStyle('* { color: red !important; font-family: serif !important; } html { font-size: 10px; }');
        mounted = await mountShown(kind, { main });
        const style = getComputedStyle(part(mounted, 'title') as HTMLElement);
        expect(style.color).to.equal('rgb(255, 136, 0)');
        expect(style.fontFamily).to.not.equal('serif');
        // The platform's UI font first (styles/tokens.ts): the families a system lacks are never looked up.
        expect(style.fontFamily).to.match(/^system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto/);
        // The title is the type scale's --mc-text-xl (--mc-text-lg in a bar, --mc-text-2xl on a whole page), in px: the page's root font size does not reach it.
        expect(style.fontSize).to.equal(({ bar: '18px', page_takeover: '28px' } as Record<string, string>)[kind] ?? '22px');
      });

      it('runs no owner markup from the title or description', async () => {
        const attack = '<img src=x onerror="window.__mcXss=1">';
        mounted = await mountShown(kind, {
          main: {
            title: attack,
            desc: `${attack}<script>window.__mcXss=2</script><a href="javascript:window.__mcXss=3">more</a>`,
            showDescription: true,
          },
        });
        await settle(100);
        expect(part(mounted, 'title')?.textContent).to.equal(attack);
        const description = part(mounted, 'description') as HTMLElement;
        expect(description.querySelector('img, script')).to.equal(null);
        expect(description.querySelector('a')?.hasAttribute('href')).to.equal(false);
        expect((window as unknown as Record<string, unknown>)['__mcXss']).to.equal(undefined);
      });

      it('is mounted but hidden and inert until it is displayed', async () => {
        mounted = await mountRendered(kind, { main });
        const surface = surfaceOf(mounted, kind);
        const hidden = surface.closest('[inert]') as HTMLElement;
        expect(hidden, 'an inert ancestor').to.not.equal(null);
        expect(hidden.getAttribute('aria-hidden')).to.equal('true');
        expect(getComputedStyle(surface).visibility).to.equal('hidden');
        show(mounted);
        await settle();
        expect(surface.closest('[inert]')).to.equal(null);
        expect(getComputedStyle(surface).visibility).to.equal('visible');
      });

      it('omits the description when showDescription is off', async () => {
        mounted = await mountShown(kind, { main: { ...main, showDescription: false } });
        expect(part(mounted, 'description')).to.equal(null);
      });
    });
  }
});
