import '../../setup';
import { expect } from '@open-wc/testing';
import { poweredByHref } from '../../../src/react/card/PoweredBy';
import { isRtlLocale } from '../../../src/react/a11y/direction';
import { mountShown, part, type CardKind, type Mounted } from './support';

describe('Powered-by link and text direction', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  it('builds the branded link with the utm parameters and the widget kind', () => {
    const link = new URL(poweredByHref('slide_in'));
    expect(link.searchParams.get('utm_medium')).to.equal('widget');
    expect(link.searchParams.get('utm_source')).to.equal('client');
    expect(link.searchParams.get('utm_campaign')).to.equal('powered_by');
    expect(link.searchParams.get('utm_content')).to.equal('slide_in');
  });

  for (const kind of ['modal', 'bar', 'box', 'page_takeover'] as CardKind[]) {
    it(`${kind}: shows the Powered-by link unless defaultSize is set`, async () => {
      mounted = await mountShown(kind, { main: { title: 'Hi' } });
      const link = part(mounted, 'powered-by') as HTMLAnchorElement;
      expect(link.target).to.equal('_blank');
      expect(new URL(link.href).searchParams.get('utm_content')).to.equal(kind);
      mounted.unmount();
      mounted = await mountShown(kind, { main: { title: 'Hi' }, app: { defaultSize: true } });
      expect(part(mounted, 'powered-by')).to.equal(null);
    });
  }

  // Guards an SMS card carrying the Messenger logo in its Powered-by mark.
  it('marks an SMS card with a message bubble and a Messenger card with the Messenger mark', async () => {
    mounted = await mountShown('box', {
      main: { title: 'Texts' },
      channel: 'sms',
      app: { widget_phone: '+15550100', sms_channel_connected: true },
    });
    expect(part(mounted, 'powered-by')?.querySelector('path')?.dataset['mark']).to.equal('message');
    mounted.unmount();
    mounted = await mountShown('box', { main: { title: 'Messenger' } });
    expect(part(mounted, 'powered-by')?.querySelector('path')?.dataset['mark']).to.equal('messenger');
  });

  const locales: [string, boolean][] = [
    ['ar', true],
    ['ar_AR', true],
    ['he-IL', true],
    ['FA', true],
    ['ur_PK', true],
    ['en_US', false],
    ['fr', false],
    ['', false],
  ];
  for (const [locale, rtl] of locales) {
    it(`reads "${locale}" as ${rtl ? 'right to left' : 'left to right'}`, () => {
      expect(isRtlLocale(locale)).to.equal(rtl);
    });
  }

  it('lays a card out right to left for an RTL locale from the snippet', async () => {
    mounted = await mountShown('modal', { main: { title: 'مرحبا' }, settings: { locale: 'ar_AR' } });
    expect(part(mounted, 'card')?.getAttribute('dir')).to.equal('rtl');
    const card = (part(mounted, 'card') as HTMLElement).getBoundingClientRect();
    const close = (part(mounted, 'close') as HTMLElement).getBoundingClientRect();
    expect(close.left - card.left, 'the close button sits at the left').to.be.lessThan(card.right - close.right);
  });

  it('takes the account locale when the snippet has none', async () => {
    mounted = await mountShown('box', { main: { title: 'שלום' }, app: { locale: 'he_IL' } });
    expect(part(mounted, 'card')?.getAttribute('dir')).to.equal('rtl');
  });

  it('lays out left to right otherwise, close button at the right', async () => {
    mounted = await mountShown('modal', { main: { title: 'Hello' }, settings: { locale: 'en_US' } });
    expect(part(mounted, 'card')?.getAttribute('dir')).to.equal('ltr');
    const card = (part(mounted, 'card') as HTMLElement).getBoundingClientRect();
    const close = (part(mounted, 'close') as HTMLElement).getBoundingClientRect();
    expect(card.right - close.right).to.be.lessThan(close.left - card.left);
  });
});
