import '../../setup';
import { expect } from '@open-wc/testing';
import { mountRendered, mountShown, part, waitFor, type Mounted } from './support';
import { sameContent, type CardContentProps } from '../../../src/react/card/CardContent';
import { parseWidget } from '../../../src/runtime/config';

const IMAGE = 'https://cdn.example.com/roast.jpg';
const GIF = 'https://cdn.example.com/pour.gif';

const texts = { title: 'Title', desc: 'Description', showDescription: true };

/** The names of the title, description and media parts in document order. */
function order(mounted: Mounted): string[] {
  return [...mounted.root.querySelectorAll('[part~="title"], [part~="description"], [part~="media"]')].map(
    (element) => element.getAttribute('part') as string,
  );
}

describe('card media', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  const placements: [string, string[]][] = [
    ['ah', ['media', 'title', 'description']],
    ['ad', ['title', 'media', 'description']],
    ['bd', ['title', 'description', 'media']],
    // Left and right belong to the page takeover's simple template; elsewhere the media sits above the headline.
    ['cl', ['media', 'title', 'description']],
    ['nonsense', ['media', 'title', 'description']],
  ];
  for (const [placement, expected] of placements) {
    it(`puts an image placed ${placement} at ${expected.join(', ')}`, async () => {
      mounted = await mountShown('modal', {
        main: { ...texts, mediaType: 'image', image: { img_big: IMAGE, gif: GIF }, imagePlacement: placement },
      });
      expect(order(mounted)).to.deep.equal(expected);
      expect((part(mounted, 'media') as HTMLImageElement).src).to.equal(IMAGE);
    });
  }

  it('shows image.gif for a gif, at most 200 px high', async () => {
    mounted = await mountShown('box', { main: { ...texts, mediaType: 'gif', image: { img_big: IMAGE, gif: GIF } } });
    const media = part(mounted, 'media') as HTMLImageElement;
    expect(media.src).to.equal(GIF);
    expect(getComputedStyle(media).maxHeight).to.equal('200px');
  });

  it('embeds a video by its videoPlacement, autoplaying and allowed full screen', async () => {
    mounted = await mountShown('slide_in', {
      main: { ...texts, mediaType: 'video', videoLink: 'youtu.be/dQw4w9WgXcQ', videoPlacement: 'bd', imagePlacement: 'ah' },
    });
    const frame = part(mounted, 'media') as HTMLIFrameElement;
    expect(frame.localName).to.equal('iframe');
    expect(frame.src).to.match(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
    expect(frame.getAttribute('allow')).to.equal('autoplay; fullscreen; picture-in-picture');
    expect(frame.hasAttribute('allowfullscreen')).to.equal(true);
    expect(frame.title).to.not.equal('');
    expect(order(mounted)).to.deep.equal(['title', 'description', 'media']);
    expect(getComputedStyle(frame).maxHeight).to.equal('200px');
  });

  it('starts a video as an overlay drawn before it opens is shown, not before', async () => {
    mounted = await mountRendered('modal', { main: { ...texts, mediaType: 'video', videoLink: 'youtu.be/dQw4w9WgXcQ' } });
    expect(part(mounted, 'media'), 'no video while the modal is hidden').to.equal(null);
    mounted.open();
    const frame = await waitFor(() => part<HTMLIFrameElement>(mounted as Mounted, 'media'), 'the video');
    expect(frame.src).to.match(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
  });

  it('shows no media for an unsafe image URL or an unknown video link', async () => {
    mounted = await mountShown('modal', { main: { ...texts, mediaType: 'image', image: { img_big: 'javascript:alert(1)', gif: '' } } });
    expect(part(mounted, 'media')).to.equal(null);
    mounted.unmount();
    mounted = await mountShown('modal', { main: { ...texts, mediaType: 'video', videoLink: 'https://evil.example.com/video' } });
    expect(part(mounted, 'media')).to.equal(null);
  });

  it('uses the submitted section media once submitted', async () => {
    mounted = await mountShown('box', {
      main: { ...texts, mediaType: 'image', image: { img_big: IMAGE, gif: '' } },
      submitted: { title: 'Thanks', mediaType: 'gif', image: { img_big: '', gif: GIF } },
    });
    mounted.host.submitted(mounted.instanceId);
    const media = await new Promise<HTMLImageElement>((resolve) => {
      const poll = () => {
        const found = part<HTMLImageElement>(mounted as Mounted, 'media');
        if (found?.src === GIF) resolve(found);
        else setTimeout(poll, 10);
      };
      poll();
    });
    expect(media.src).to.equal(GIF);
  });
});

describe("a card's content drawn again as it is shown (CardContent's `sameContent`)", () => {
  const widgetWith = (main: Record<string, unknown>, submitted: Record<string, unknown> = {}) => {
    const parsed = parseWidget({ widget_id: 7, widget_type: 'modal', data: { main: { title: 'T', ...main }, submitted } });
    if (parsed.kind !== 'widget') throw new Error('test widget not read');
    return parsed.widget;
  };
  const video = { mediaType: 'video', videoLink: 'youtu.be/dQw4w9WgXcQ' };
  const image = { mediaType: 'image', image: { img_big: IMAGE, gif: '' } };
  const props = (widget: CardContentProps['widget'], more: Partial<CardContentProps> = {}): CardContentProps => ({
    widget,
    instanceId: 'i1',
    titleId: 't1',
    submitted: false,
    preview: false,
    displayed: false,
    ...more,
  });
  const cases: [string, CardContentProps, CardContentProps, boolean][] = [
    ['an image card shown', props(widgetWith(image)), props(widgetWith(image), { displayed: true }), true],
    ['a card without media shown', props(widgetWith({})), props(widgetWith({}), { displayed: true }), true],
    ['a video card shown', props(widgetWith(video)), props(widgetWith(video), { displayed: true }), false],
    ['a video card hidden again', props(widgetWith(video), { displayed: true }), props(widgetWith(video)), false],
    [
      'a submitted card whose submitted section has a video, shown',
      props(widgetWith({}, video), { submitted: true }),
      props(widgetWith({}, video), { submitted: true, displayed: true }),
      false,
    ],
    [
      'a submitted card whose main section only has a video, shown',
      props(widgetWith(video), { submitted: true }),
      props(widgetWith(video), { submitted: true, displayed: true }),
      true,
    ],
    ['an image card submitted', props(widgetWith(image)), props(widgetWith(image), { submitted: true }), false],
    ['an image card made a preview', props(widgetWith(image)), props(widgetWith(image), { preview: true }), false],
    ['the same props', props(widgetWith(video)), props(widgetWith(video)), true],
  ];
  for (const [what, before, after, same] of cases) {
    // One widget object for both, as a card's resolved widget is the same on every render.
    const widget = before.widget;
    it(`${what}: ${same ? 'kept' : 'drawn again'}`, () => expect(sameContent({ ...before, widget }, { ...after, widget })).to.equal(same));
  }

  it('draws again for a new widget object, and for a prop it did not have before', () => {
    const widget = widgetWith(image);
    expect(sameContent(props(widget), props(widgetWith(image)))).to.equal(false);
    expect(sameContent(props(widget), { ...props(widget), layout: 'sides' })).to.equal(false);
  });
});
