import '../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { NEGATIVE_STATUSES } from '../../src/runtime/constants';
import { interceptAddToCart } from '../../src/shopify/add-to-cart/intercept';
import { makeHost, mountProductForm, overlayOf } from './support';

const analytics = (statusDescription: string) => ({
  widgetType: 'modal',
  widgetTypeDescription: 'add_to_cart',
  type: 'impression',
  status: 'negative',
  statusDescription,
});

/** A click on the store's own button, where a visitor's lands. */
const clickAddToCart = () => document.querySelector<HTMLButtonElement>('form button[name="add"]')!.click();

const rectOf = (element: Element) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return [left, top, width, height].map(Math.round);
};

describe('add-to-cart interception', () => {
  let clock: sinon.SinonFakeTimers;
  let stops: (() => void)[];
  let mounted: ReturnType<typeof mountProductForm> | undefined;
  let info: sinon.SinonStub;
  let warn: sinon.SinonStub;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    stops = [];
    info = sinon.stub(console, 'info');
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    mounted?.remove();
    mounted = undefined;
    clock.restore();
    info.restore();
    warn.restore();
  });

  function arm(options: Parameters<typeof makeHost>[0] = {}, form: Parameters<typeof mountProductForm>[0] = {}) {
    mounted = mountProductForm(form);
    const fake = makeHost({ widgets: ['9-1'], ...options });
    const cartClicks = sinon.spy();
    stops.push(interceptAddToCart(fake.host, cartClicks));
    return { ...fake, ...mounted, cartClicks };
  }

  describe('the overlay', () => {
    it('lies transparently over the button, on the same rectangle', () => {
      const { button } = arm();
      const overlay = overlayOf()!;
      expect(overlay).to.not.equal(null);
      expect(rectOf(overlay)).to.deep.equal(rectOf(button));
      expect(getComputedStyle(overlay).visibility).to.equal('visible');
      expect(getComputedStyle(overlay).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      // Guards an invisible overlay catching the click, so the owners' own browser tests of their shop timed out.
      expect(document.elementFromPoint(80, 50)).to.equal(button);
    });

    it('follows the button every 0.5 s', async () => {
      // Without ResizeObserver, so only the timer can move it.
      const observer = window.ResizeObserver;
      (window as { ResizeObserver?: unknown }).ResizeObserver = undefined;
      const armed = (() => {
        try {
          return arm();
        } finally {
          window.ResizeObserver = observer;
        }
      })();
      const { button, container } = armed;
      // A move, not a resize: only the 0.5 s tick sees it.
      container.style.left = '200px';
      container.style.top = '100px';
      await clock.tickAsync(499);
      expect(rectOf(overlayOf()!)).to.not.deep.equal(rectOf(button));
      await clock.tickAsync(1);
      expect(rectOf(overlayOf()!)).to.deep.equal(rectOf(button));
    });

    it('stays right over the button when <body> is positioned and offset', async () => {
      document.body.style.position = 'relative';
      document.body.style.marginTop = '37px';
      try {
        const { button } = arm();
        expect(rectOf(overlayOf()!)).to.deep.equal(rectOf(button));
      } finally {
        document.body.style.removeProperty('position');
        document.body.style.removeProperty('margin-top');
      }
    });

    for (const [width, height] of [
      [9, 40],
      [120, 9],
      [5, 5],
    ]) {
      it(`is not placed on a ${width}×${height} px button, whose clicks go straight through`, async () => {
        const { button, submits, host } = arm({}, { width, height });
        expect(getComputedStyle(overlayOf()!).visibility).to.equal('hidden');
        button.click();
        expect(submits.callCount).to.equal(1);
        expect(host.open.called).to.equal(false);
      });
    }

    it('is placed on a 10×10 px button', () => {
      const { button } = arm({}, { width: 10, height: 10 });
      expect(getComputedStyle(overlayOf()!).visibility).to.equal('visible');
      expect(rectOf(overlayOf()!)).to.deep.equal(rectOf(button));
    });

    it('stands aside while something else covers the button', async () => {
      const { button } = arm();
      const drawer = document.createElement('div');
      drawer.setAttribute('style', 'position: fixed; inset: 0; z-index: 10; background: white');
      document.body.append(drawer);
      try {
        await clock.tickAsync(500);
        expect(getComputedStyle(overlayOf()!).visibility).to.equal('hidden');
        drawer.remove();
        await clock.tickAsync(500);
        expect(rectOf(overlayOf()!)).to.deep.equal(rectOf(button));
        expect(getComputedStyle(overlayOf()!).visibility).to.equal('visible');
      } finally {
        drawer.remove();
      }
    });

    it('is removed when disarmed', () => {
      arm();
      stops.forEach((stop) => stop());
      stops = [];
      expect(overlayOf()).to.equal(null);
    });
  });

  describe('the button', () => {
    it(`reports ${NEGATIVE_STATUSES.addToCartButtonNotFound} when there is none`, () => {
      const fake = makeHost({ widgets: ['9-1'] });
      stops.push(interceptAddToCart(fake.host, () => undefined));
      expect(fake.pixel.logAnalytics.args).to.deep.equal([[analytics(NEGATIVE_STATUSES.addToCartButtonNotFound)]]);
    });

    it(`reports ${NEGATIVE_STATUSES.addToCartButtonQuestionable} once for an area under 50×50 px`, async () => {
      const { pixel } = arm({}, { width: 60, height: 41 });
      await clock.tickAsync(2000);
      expect(pixel.logAnalytics.args).to.deep.equal([[analytics(NEGATIVE_STATUSES.addToCartButtonQuestionable)]]);
      expect(getComputedStyle(overlayOf()!).visibility).to.equal('visible');
    });

    it('is not questionable at 50×50 px', () => {
      const { pixel } = arm({}, { width: 50, height: 50 });
      expect(pixel.logAnalytics.called).to.equal(false);
    });

    it('is the first visible submit control of the first add-to-cart form', () => {
      const { button } = arm(
        {},
        {
          extra: '<button type="submit" style="display:none">Hidden</button><button type="button">Wishlist</button>',
          action: '/cart/add.js',
        },
      );
      expect(rectOf(overlayOf()!)).to.deep.equal(rectOf(button));
    });

    it('with no add-to-cart widget gets no overlay and no analytics, and its clicks start the poll', () => {
      const { button, submits, pixel, cartClicks } = arm({ widgets: [] });
      expect(overlayOf()).to.equal(null);
      expect(pixel.logAnalytics.called).to.equal(false);
      button.click();
      expect(submits.callCount).to.equal(1);
      expect(cartClicks.callCount).to.equal(1);
    });
  });

  describe('a click', () => {
    it('of a visitor who opted in goes straight to the button: no overlay in the way, no widget', async () => {
      const { button, submits, host, cartClicks } = arm({ optedIn: true });
      expect(getComputedStyle(overlayOf()!).visibility).to.equal('hidden');
      expect(document.elementFromPoint(80, 50)).to.equal(button);
      button.click();
      expect(submits.callCount).to.equal(1);
      expect(cartClicks.callCount).to.equal(1);
      expect(host.open.called).to.equal(false);
    });

    it('is replayed at once when no widget opens', async () => {
      const { submits, host, cartClicks } = arm({ widgets: ['9-1', '10-2'], open: async () => false });
      clickAddToCart();
      expect(submits.callCount).to.equal(0);
      await clock.tickAsync(0);
      expect(host.open.args.map((args) => args[0])).to.deep.equal(['9-1', '10-2']);
      expect(submits.callCount).to.equal(1);
      expect(cartClicks.callCount).to.equal(1);
    });

    it('is held while one widget is open and replayed once when it closes', async () => {
      const { submits, closeByVisitor, cartClicks } = arm();
      clickAddToCart();
      await clock.tickAsync(5000);
      expect(submits.callCount).to.equal(0);
      closeByVisitor('9-1');
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(1);
      expect(cartClicks.callCount).to.equal(1);
      await clock.tickAsync(5000);
      expect(submits.callCount).to.equal(1);
    });

    it('is held until both of two opened widgets are closed', async () => {
      const { submits, closeByVisitor, host } = arm({ widgets: ['9-1', '10-2'] });
      clickAddToCart();
      await clock.tickAsync(0);
      expect(host.open.callCount).to.equal(2);
      closeByVisitor('10-2');
      await clock.tickAsync(1000);
      expect(submits.callCount).to.equal(0);
      closeByVisitor('9-1');
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(1);
    });

    it('is held only for the widgets that opened', async () => {
      const { submits, closeByVisitor } = arm({ widgets: ['9-1', '10-2'], open: async (id) => id === '10-2' });
      clickAddToCart();
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(0);
      closeByVisitor('10-2');
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(1);
    });

    it('goes on when the visitor opts in: the widgets close and the click is replayed', async () => {
      const { submits, optIn, host } = arm({ widgets: ['9-1', '10-2'] });
      clickAddToCart();
      await clock.tickAsync(0);
      optIn('9-1');
      await clock.tickAsync(0);
      expect(host.close.args.map((args) => args[0]).sort()).to.deep.equal(['10-2', '9-1']);
      expect(submits.callCount).to.equal(1);
      // From now on the click passes straight through.
      await clock.tickAsync(500);
      expect(getComputedStyle(overlayOf()!).visibility).to.equal('hidden');
    });

    it(`is replayed at once when opening fails, reported as ${NEGATIVE_STATUSES.addToCartWidgetOpenError}`, async () => {
      const { submits, pixel } = arm({ open: async () => Promise.reject(new Error('no UI')) });
      clickAddToCart();
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(1);
      expect(pixel.logAnalytics.args).to.deep.equal([[analytics(NEGATIVE_STATUSES.addToCartWidgetOpenError)]]);
    });

    it('is not held forever by a widget that never opens', async () => {
      const { submits } = arm({ open: () => new Promise<boolean>(() => undefined) });
      clickAddToCart();
      await clock.tickAsync(9999);
      expect(submits.callCount).to.equal(0);
      await clock.tickAsync(1);
      expect(submits.callCount).to.equal(1);
    });

    it('twice while held (a double click) adds once', async () => {
      const { submits, closeByVisitor, host, button } = arm();
      clickAddToCart();
      clickAddToCart();
      await clock.tickAsync(0);
      // The second click may land on the button itself (the widget not drawn yet): swallowed as well.
      button.click();
      await clock.tickAsync(0);
      expect(host.open.callCount).to.equal(1);
      closeByVisitor('9-1');
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(1);
    });

    it('reaching the button itself (keyboard, assistive technology) is held the same way', async () => {
      const { submits, closeByVisitor, button } = arm();
      const themeClicks = sinon.spy();
      button.addEventListener('click', themeClicks);
      button.click();
      expect(themeClicks.callCount).to.equal(0);
      await clock.tickAsync(0);
      expect(submits.callCount).to.equal(0);
      closeByVisitor('9-1');
      await clock.tickAsync(0);
      expect(themeClicks.callCount).to.equal(1);
      expect(submits.callCount).to.equal(1);
    });

    it('replayed reaches a theme that handles the button click itself (AJAX) exactly once', async () => {
      const { button, submits, closeByVisitor } = arm();
      const ajaxAdds = sinon.spy((event: Event) => event.preventDefault());
      button.addEventListener('click', ajaxAdds);
      clickAddToCart();
      await clock.tickAsync(0);
      closeByVisitor('9-1');
      await clock.tickAsync(0);
      expect(ajaxAdds.callCount).to.equal(1);
      expect(submits.callCount).to.equal(0);
    });

    it('held does not reach the page as a click; the replayed one does', async () => {
      arm({ open: async () => false });
      const pageClicks = sinon.spy();
      document.addEventListener('click', pageClicks);
      try {
        clickAddToCart();
        await clock.tickAsync(0);
        // Only the replayed click on the button bubbles.
        expect(pageClicks.callCount).to.equal(1);
        expect((pageClicks.args[0]![0] as Event).target).to.equal(document.querySelector('form button[name="add"]'));
      } finally {
        document.removeEventListener('click', pageClicks);
      }
    });
  });
});
