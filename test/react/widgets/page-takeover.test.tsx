import '../../setup';
import { expect } from '@open-wc/testing';
import { mountKind, mountShown, part, show, waitFor, type Mounted } from './support';

const IMAGE = 'https://cdn.example.com/roast.jpg';
const BACKGROUND = 'https://cdn.example.com/beans.jpg';

describe('page takeover', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  it('covers the whole viewport as a modal dialog with a Close button', async () => {
    mounted = await mountShown('page_takeover', { main: { title: 'Big news' } }, 'takeover');
    const frame = part(mounted, 'takeover') as HTMLElement;
    const box = frame.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, window.innerWidth, window.innerHeight]);
    expect(frame.getAttribute('role')).to.equal('dialog');
    expect(frame.getAttribute('aria-modal')).to.equal('true');
    expect(frame.getAttribute('data-template')).to.equal('simple');
    expect(part(mounted, 'close')?.getAttribute('aria-label')).to.equal('Close');
    expect(getComputedStyle(mounted.element).zIndex).to.equal('2147483000');
    expect(getComputedStyle(mounted.element).position).to.equal('fixed');
  });

  for (const [placement, first] of [
    ['cl', 'media'],
    ['cr', 'column'],
  ] as const) {
    it(`puts the media at the ${placement === 'cl' ? 'left' : 'right'} of the texts for ${placement} in the simple template`, async () => {
      mounted = await mountShown(
        'page_takeover',
        { main: { title: 'Big news', mediaType: 'image', image: { img_big: IMAGE, gif: '' }, imagePlacement: placement } },
        'takeover',
      );
      const media = part(mounted, 'media') as HTMLElement;
      const title = part(mounted, 'title') as HTMLElement;
      const mediaBox = media.getBoundingClientRect();
      const titleBox = title.getBoundingClientRect();
      if (first === 'media') expect(mediaBox.right).to.be.at.most(titleBox.left);
      else expect(titleBox.right).to.be.at.most(mediaBox.left);
    });
  }

  it('fills the page with the background image under a colour overlay in the mediaBackground template', async () => {
    mounted = await mountShown(
      'page_takeover',
      {
        main: {
          title: 'Big news',
          pageTemplate: 'mediaBackground',
          mediaType: 'image',
          image: { img_big: IMAGE, gif: '' },
          backgroundImage: { img_big: BACKGROUND },
          overlay: { enabled: true, overlayColor: '#102030' },
        },
      },
      'takeover',
    );
    expect(part(mounted, 'takeover')?.getAttribute('data-template')).to.equal('mediaBackground');
    const background = part(mounted, 'background') as HTMLElement;
    expect(background.querySelector('img')?.src).to.equal(BACKGROUND);
    expect(background.getBoundingClientRect().width).to.equal(window.innerWidth);
    expect(getComputedStyle(part(mounted, 'media-overlay') as HTMLElement).backgroundColor).to.equal('rgba(16, 32, 48, 0.5)');
    // The card shows no media of its own: the background is the media.
    expect(part(mounted, 'media')).to.equal(null);
  });

  it('plays a background video and shows a gif, without an overlay when it is off', async () => {
    mounted = await mountShown(
      'page_takeover',
      {
        main: {
          title: 'Big news',
          pageTemplate: 'mediaBackground',
          mediaType: 'video',
          videoLink: 'https://vimeo.com/76979871',
          overlay: { enabled: false, overlayColor: '#000' },
        },
      },
      'takeover',
    );
    const frame = (part(mounted, 'background') as HTMLElement).querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).to.match(/^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1/);
    expect(part(mounted, 'media-overlay')).to.equal(null);
    mounted.unmount();
    mounted = await mountShown(
      'page_takeover',
      {
        main: {
          title: 'Big news',
          pageTemplate: 'mediaBackground',
          mediaType: 'gif',
          image: { img_big: '', gif: 'https://cdn.example.com/pour.gif' },
        },
      },
      'takeover',
    );
    expect((part(mounted, 'background') as HTMLElement).querySelector('img')?.src).to.equal('https://cdn.example.com/pour.gif');
  });

  it('takes focus, closes on Escape as manual and gives focus back', async () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    try {
      mounted = mountKind('page_takeover', { main: { title: 'Big news' } });
      show(mounted);
      await waitFor(() => document.activeElement === (mounted as Mounted).element, 'focus in the takeover');
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(mounted.host.close.calledOnceWithExactly(mounted.instanceId, true)).to.equal(true);
      await waitFor(() => document.activeElement === outside, 'focus back on the page');
    } finally {
      outside.remove();
    }
  });
});
