import '../../setup';
import { expect } from '@open-wc/testing';
import { mountShown, part, settle, waitFor, type CardKind, type Mounted } from './support';

interface EditDetail {
  widgetId: number;
  field: string;
  value: string;
}

/** Types into an in-place editor as the owner would and returns the event the element sent out. */
async function edit(mounted: Mounted, field: string, value: string): Promise<EditDetail> {
  const editor = await waitFor(() => mounted.root.querySelector<HTMLElement>(`[data-field="${field}"]`), `the ${field} editor`);
  expect(editor.isContentEditable).to.equal(true);
  const seen: EditDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<EditDetail>).detail);
  document.addEventListener('mc:preview-edit', listener);
  try {
    editor.textContent = value;
    editor.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  } finally {
    document.removeEventListener('mc:preview-edit', listener);
  }
  expect(seen).to.have.length(1);
  return seen[0] as EditDetail;
}

const PREVIEW = { attributes: { preview: '' } };
const main = { title: 'Roast notes', desc: '<p>Every <b>Friday</b></p>', showDescription: true };

describe('owner preview', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  it('names a colour pair the owner set that visitors cannot read, and only in the preview', async () => {
    const unreadable = { ...main, colors: { background: '#ffffff', description: '#cccccc' } };
    mounted = await mountShown('box', { main: unreadable, ...PREVIEW });
    const warning = await waitFor(() => part(mounted as Mounted, 'contrast-warning'), 'the contrast warning');
    expect(warning.textContent).to.contain('description #cccccc on #ffffff');
    mounted.unmount();
    mounted = await mountShown('box', { main: unreadable });
    expect(part(mounted, 'contrast-warning')).to.equal(null);
  });

  it('warns of nothing with the default colours', async () => {
    mounted = await mountShown('modal', { main, ...PREVIEW });
    await waitFor(() => part(mounted as Mounted, 'title'), 'the title');
    expect(part(mounted, 'contrast-warning')).to.equal(null);
  });

  it('emits the edited title and description with the widget id and field', async () => {
    mounted = await mountShown('modal', { main, ...PREVIEW });
    expect(await edit(mounted, 'main.title', 'Roasted on Monday')).to.deep.equal({
      widgetId: 42,
      field: 'main.title',
      value: 'Roasted on Monday',
    });
    expect(part(mounted, 'description')?.textContent).to.equal('Every Friday');
    expect(await edit(mounted, 'main.desc', 'Every Monday')).to.deep.equal({ widgetId: 42, field: 'main.desc', value: 'Every Monday' });
  });

  it('shows the submitted section for preview="submitted", its cta text editable and its link carrying the ref', async () => {
    mounted = await mountShown('box', { main, submitted: { title: 'Thanks', ctaText: 'Open chat' }, attributes: { preview: 'submitted' } });
    expect(part(mounted, 'title')?.textContent).to.equal('Thanks');
    const cta = part(mounted, 'cta') as HTMLAnchorElement;
    expect(new URL(cta.href).searchParams.get('ref')).to.equal(`42_session1_${mounted.instanceId}`);
    expect(await edit(mounted, 'submitted.ctaText', 'Chat with us')).to.deep.equal({
      widgetId: 42,
      field: 'submitted.ctaText',
      value: 'Chat with us',
    });
    expect(await edit(mounted, 'submitted.title', 'Thank you')).to.deep.equal({
      widgetId: 42,
      field: 'submitted.title',
      value: 'Thank you',
    });
  });

  it('follows the preview attribute when the editor switches it', async () => {
    mounted = await mountShown('slide_in', { main, submitted: { title: 'Thanks' }, ...PREVIEW });
    expect(part(mounted, 'title')?.textContent).to.equal('Roast notes');
    mounted.element.setAttribute('preview', 'submitted');
    await waitFor(() => part(mounted as Mounted, 'title')?.textContent === 'Thanks', 'the submitted title');
    mounted.element.removeAttribute('preview');
    await waitFor(() => !mounted?.root.querySelector('[data-field]'), 'plain texts again');
  });

  it('renders a modal in place: no dimmed page, no focus trap, no scroll lock, no close', async () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    try {
      mounted = await mountShown('modal', { main, ...PREVIEW });
      await settle(100);
      const overlay = part(mounted, 'overlay') as HTMLElement;
      expect(getComputedStyle(overlay).position).to.equal('relative');
      expect(getComputedStyle(mounted.element).position).to.equal('static');
      expect(getComputedStyle(overlay).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      expect(part(mounted, 'card')?.hasAttribute('aria-modal')).to.equal(false);
      expect(document.activeElement).to.equal(outside);
      expect(document.documentElement.style.overflow).to.equal('');
      (part(mounted, 'close') as HTMLElement).click();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(mounted.host.close.called).to.equal(false);
    } finally {
      outside.remove();
    }
  });

  const inPlace: [CardKind, string][] = [
    ['slide_in', 'card'],
    ['page_takeover', 'takeover'],
    ['bar', 'bar'],
  ];
  for (const [kind, name] of inPlace) {
    it(`renders a ${kind} in place inside its container`, async () => {
      const container = document.createElement('div');
      container.style.cssText = 'margin-top: 300px; width: 700px';
      document.body.appendChild(container);
      try {
        mounted = await mountShown(kind, { main: { ...main, pushPage: true }, ...PREVIEW, parent: container }, name);
        const element = part(mounted, name) as HTMLElement;
        expect(['relative', 'static']).to.include(getComputedStyle(element).position);
        expect(getComputedStyle(mounted.element).position).to.equal('static');
        expect(element.getBoundingClientRect().top).to.be.at.least(container.getBoundingClientRect().top);
        expect(element.getBoundingClientRect().width).to.be.at.most(700);
        expect(document.documentElement.style.paddingTop).to.equal('');
      } finally {
        container.remove();
      }
    });
  }

  it('keeps texts plain outside the preview', async () => {
    mounted = await mountShown('modal', { main });
    expect(mounted.root.querySelector('[contenteditable]')).to.equal(null);
  });
});
