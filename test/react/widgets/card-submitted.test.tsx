import '../../setup';
import { expect } from '@open-wc/testing';
import { colorOf, mountShown, part, waitFor, type CardKind, type Mounted } from './support';

const submitted = {
  title: 'You are in!',
  desc: 'See you on Friday',
  showDescription: true,
  ctaText: 'Open chat',
  colors: { background: '#223344', headline: '#010203', description: '#040506', ctaBackground: '#ffffff', ctaText: '#0084ff' },
};

async function submit(mounted: Mounted): Promise<HTMLElement> {
  mounted.host.submitted(mounted.instanceId);
  return waitFor(
    () => (part(mounted, 'title')?.textContent === submitted.title ? part<HTMLElement>(mounted, 'title') : null),
    'the submitted title',
  );
}

describe('card submitted state', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  for (const kind of ['modal', 'bar', 'box', 'slide_in'] as CardKind[]) {
    it(`${kind}: shows the submitted texts and colours and a messenger link with the ref`, async () => {
      mounted = await mountShown(kind, { main: { title: 'Join us' }, submitted });
      const title = await submit(mounted);
      expect(colorOf(title)).to.equal('rgb(1, 2, 3)');
      expect(part(mounted, 'description')?.textContent).to.equal('See you on Friday');
      expect(colorOf(part(mounted, 'description') as HTMLElement)).to.equal('rgb(4, 5, 6)');
      const surface = part(mounted, 'card') as HTMLElement;
      expect(colorOf(surface, 'background-color')).to.equal('rgba(34, 51, 68, 0.9)');
      const cta = part(mounted, 'cta') as HTMLAnchorElement;
      expect(cta.textContent).to.equal('Open chat');
      expect(cta.target).to.equal('_blank');
      expect(cta.rel).to.contain('noopener');
      const link = new URL(cta.href);
      expect(`${link.origin}${link.pathname}`).to.equal('https://m.me/1234567');
      expect(link.searchParams.get('ref')).to.equal(`42_session1_${mounted.instanceId}`);
      expect(part(mounted, 'opt-in')).to.equal(null);
    });
  }

  it('falls back to "Go to Messenger" when the cta text is empty', async () => {
    mounted = await mountShown('modal', { submitted: { ...submitted, ctaText: '' } });
    await submit(mounted);
    expect(part(mounted, 'cta')?.textContent).to.equal('Go to Messenger');
  });

  it('carries the page payload in the ref', async () => {
    mounted = await mountShown('box', { submitted, attributes: { 'data-widget-payload': 'spring' } });
    await submit(mounted);
    expect(new URL((part(mounted, 'cta') as HTMLAnchorElement).href).searchParams.get('ref')).to.equal(
      `42_session1_${mounted.instanceId}--spring`,
    );
  });

  it('shows no messenger link for an SMS widget', async () => {
    mounted = await mountShown('modal', { channel: 'sms', submitted });
    await submit(mounted);
    expect(part(mounted, 'cta')).to.equal(null);
  });

  it('draws the background opaque behind a checkbox', async () => {
    mounted = await mountShown('modal', { main: { buttonType: 'checkbox', colors: { background: '#112233' } } });
    expect(colorOf(part(mounted, 'card') as HTMLElement, 'background-color')).to.equal('rgb(17, 34, 51)');
  });

  it('shows the opt-in control area until submitted', async () => {
    mounted = await mountShown('modal', { submitted });
    expect(part(mounted, 'opt-in')).to.not.equal(null);
    expect(part(mounted, 'cta')).to.equal(null);
  });
});
