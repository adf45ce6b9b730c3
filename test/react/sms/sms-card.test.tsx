import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { NetworkError } from '../../../src/runtime/network';
import {
  SMS_LEGAL_TEXT,
  SMS_NETWORK_ERROR_TEXT,
  SMS_PHONE_PLACEHOLDER,
  SMS_SEARCH_PLACEHOLDER,
  SMS_UNKNOWN_ERROR_TEXT,
} from '../../../src/runtime/constants';
import { device } from '../../../src/react/sms/device';
import { $, deferred, mountSms, press, typeInto, waitFor, type SmsMount } from './sms-harness';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('the SMS card', () => {
  let mounted: SmsMount | undefined;
  let languages: sinon.SinonStub;

  beforeEach(() => {
    sinon.stub(device, 'userAgent').returns(DESKTOP_UA);
    languages = sinon.stub(device, 'languages').returns(['de-DE']);
  });

  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    sinon.restore();
  });

  const phoneInput = (m: SmsMount) => waitFor(() => $<HTMLInputElement>(m.root, 'input[part="phone-input"]'), 'the phone input');
  const picker = (m: SmsMount) => waitFor(() => $<HTMLButtonElement>(m.root, 'button[part="country-picker"]'), 'the country picker');
  const smsButton = (m: SmsMount) => waitFor(() => $<HTMLButtonElement>(m.root, 'button[part="sms-button"]'), 'the SMS button');
  const errorText = (m: SmsMount) => $(m.root, '[part="sms-errors"]')?.textContent ?? '';

  async function openPicker(m: SmsMount): Promise<HTMLInputElement> {
    (await picker(m)).click();
    return waitFor(() => $<HTMLInputElement>(m.root, 'input[role="combobox"]'), 'the country search');
  }

  async function optionsFor(m: SmsMount, query: string): Promise<HTMLElement[]> {
    const search = await openPicker(m);
    typeInto(search, query);
    await waitFor(() => search.value === query && m.root.querySelector('[role="listbox"]'), 'the list');
    await new Promise((resolve) => setTimeout(resolve, 20));
    return [...m.root.querySelectorAll<HTMLElement>('[role="option"]')];
  }

  it('shows the phone input, country picker, button, legal text and an empty error block', async () => {
    mounted = mountSms({ data: { main: { colors: { smsLegalText: '#123456', buttonBackground: '#ff0000', buttonText: '#00ff00' } } } });
    const input = await phoneInput(mounted);
    expect(input.type).to.equal('tel');
    expect(input.placeholder).to.equal(SMS_PHONE_PLACEHOLDER);
    expect(input.getAttribute('autocomplete')).to.equal('tel-national');
    const button = await smsButton(mounted);
    expect(button.textContent).to.equal('Subscribe');
    // Outside a card the owner's colours are drawn as set (a card passes the colours it chose).
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(button).color).to.equal('rgb(0, 255, 0)');
    const legal = $(mounted.root, '[part="sms-legal"]');
    expect(legal?.textContent).to.equal(SMS_LEGAL_TEXT);
    expect(getComputedStyle(legal as HTMLElement).color).to.equal('rgb(18, 52, 86)');
    expect($(mounted.root, '[part="sms-errors"]')?.getAttribute('role')).to.equal('alert');
    expect(errorText(mounted)).to.equal('');
    expect($(mounted.root, '[part="sms-card"]')).to.exist;
  });

  it("uses the owner's smsButtonText", async () => {
    mounted = mountSms({ data: { main: { smsButtonText: 'Text me deals' } } });
    expect((await smsButton(mounted)).textContent).to.equal('Text me deals');
  });

  describe('default country (docs/opt-in.md#sms-by-phone-number)', () => {
    const cases: Array<[string[], string, string]> = [
      [['de-DE'], 'Germany', '+49'],
      [['pt-BR'], 'Brazil', '+55'],
      [['en'], 'United States', '+1'],
    ];
    for (const [langs, name, prefix] of cases) {
      it(`is ${name} for ${JSON.stringify(langs)}`, async () => {
        languages.returns(langs);
        mounted = mountSms();
        const button = await picker(mounted);
        expect(button.textContent).to.contain(prefix);
        // Named by the browser's country names, which come a task after the first render.
        await waitFor(() => button.getAttribute('aria-label') === `Country: ${name} ${prefix}`, `the picker named ${name}`);
      });
    }
  });

  describe('country search', () => {
    const cases: Array<[string, string, string]> = [
      ['united', 'United Kingdom', '+44'],
      ['Deutschland', 'Germany', '+49'],
      ['+44', 'United Kingdom', '+44'],
    ];
    for (const [query, name, prefix] of cases) {
      it(`finds ${name} by "${query}"`, async () => {
        mounted = mountSms();
        const options = await optionsFor(mounted, query);
        // An option is named by what it shows: the country's name (and native name) and its prefix.
        const option = options.find((candidate) => candidate.textContent?.includes(name) && candidate.textContent.endsWith(prefix));
        expect(option, `${name} ${prefix}`).to.exist;
        // The flag: its emoji where the system draws flag emoji, else the ISO code.
        const flag = option?.querySelector('[data-flag-code]')?.getAttribute('data-flag-code') ?? option?.textContent;
        expect(flag).to.match(/^[A-Z]{2}$|\p{Regional_Indicator}{2}/u);
      });
    }

    it('uses the spec placeholder and combobox/listbox roles', async () => {
      mounted = mountSms();
      const search = await openPicker(mounted);
      expect(search.placeholder).to.equal(SMS_SEARCH_PLACEHOLDER);
      expect(search.getAttribute('aria-expanded')).to.equal('true');
      const list = $(mounted.root, '[role="listbox"]');
      expect(search.getAttribute('aria-controls')).to.equal(list?.id);
      expect((await picker(mounted)).getAttribute('aria-expanded')).to.equal('true');
      // Opens on the current country.
      const active = mounted.root.getElementById(search.getAttribute('aria-activedescendant') ?? '');
      expect(active?.textContent).to.match(/Germany.*\+49$/);
      expect(active?.getAttribute('aria-selected')).to.equal('true');
    });

    it('is driven by the keyboard: arrows move, Enter picks, focus moves to the phone input', async () => {
      mounted = mountSms();
      const search = await openPicker(mounted);
      typeInto(search, '+44');
      await waitFor(() => search.getAttribute('aria-activedescendant')?.includes('GB-44'), 'United Kingdom active');
      press(search, 'ArrowDown');
      await waitFor(() => search.getAttribute('aria-activedescendant')?.includes('GG-44'), 'Guernsey active');
      press(search, 'ArrowUp');
      await waitFor(() => search.getAttribute('aria-activedescendant')?.includes('GB-44'), 'United Kingdom active again');
      press(search, 'Enter');
      await waitFor(() => !$(mounted!.root, '[role="listbox"]'), 'the list to close');
      expect((await picker(mounted)).getAttribute('aria-label')).to.equal('Country: United Kingdom +44');
      expect(mounted.root.activeElement).to.equal(await phoneInput(mounted));
    });

    it('closes on Escape without choosing, returning focus to the picker', async () => {
      mounted = mountSms();
      const search = await openPicker(mounted);
      typeInto(search, 'japan');
      await new Promise((resolve) => setTimeout(resolve, 20));
      press(search, 'Escape');
      await waitFor(() => !$(mounted!.root, '[role="listbox"]'), 'the list to close');
      const button = await picker(mounted);
      expect(button.getAttribute('aria-label')).to.equal('Country: Germany +49');
      expect(mounted.root.activeElement).to.equal(button);
    });

    // Guards the first row showing half hidden under the search box on a phone.
    it('opens with the chosen country as its first row, whole, under the search box', async () => {
      mounted = mountSms();
      const search = await openPicker(mounted);
      const list = await waitFor(() => $(mounted!.root, '[role="listbox"]'), 'the list');
      const chosen = await waitFor(
        () => mounted!.root.getElementById(search.getAttribute('aria-activedescendant') ?? ''),
        'the chosen row',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(list.scrollTop).to.be.above(0);
      expect(Math.round(chosen.getBoundingClientRect().top)).to.equal(Math.round(list.getBoundingClientRect().top + list.clientTop));
      expect(search.getBoundingClientRect().bottom).to.be.at.most(chosen.getBoundingClientRect().top);
    });

    // Guards the host page jumping to a card far down it when the card moved focus (the demo gallery scrolled to its middle).
    it('never scrolls the host page: opening, moving through and picking from the list', async () => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.body.prepend(spacer);
      try {
        window.scrollTo(0, 0);
        mounted = mountSms();
        const search = await openPicker(mounted);
        await waitFor(() => mounted!.root.activeElement === search, 'the search box focused');
        for (let step = 0; step < 12; step += 1) press(search, 'ArrowDown');
        await new Promise((resolve) => setTimeout(resolve, 50));
        const list = $(mounted.root, '[role="listbox"]') as HTMLElement;
        expect(list.scrollTop, 'the list itself scrolls to the active row').to.be.above(0);
        press(search, 'Enter');
        await waitFor(() => mounted!.root.activeElement === $(mounted!.root, 'input[part="phone-input"]'), 'the phone input focused');
        expect(window.scrollY).to.equal(0);
      } finally {
        spacer.remove();
      }
    });

    it('offers each prefix of a country with several, and submits the one picked', async () => {
      mounted = mountSms();
      const options = await optionsFor(mounted, 'Dominican');
      const group = $(mounted.root, '[role="group"]');
      expect(group?.getAttribute('aria-label')).to.equal('Dominican Republic');
      expect(options.map((option) => option.getAttribute('aria-label'))).to.deep.equal([
        'Dominican Republic +1809',
        'Dominican Republic +1829',
        'Dominican Republic +1849',
      ]);
      options[1]?.click();
      await waitFor(() => !$(mounted!.root, '[role="listbox"]'), 'the list to close');
      expect((await picker(mounted)).textContent).to.contain('+1829');
      typeInto(await phoneInput(mounted), '5550100');
      (await smsButton(mounted)).click();
      await waitFor(() => mounted!.host.post.called, 'the request');
      expect(mounted.host.post.firstCall.args[1].phone_number).to.equal('+18295550100');
    });
  });

  describe('phone opt-in (docs/opt-in.md#sms-by-phone-number)', () => {
    it('sends the exact contract body for a German number, then runs the after-submit flow', async () => {
      mounted = mountSms({ widget_sign: 'sig-1' });
      typeInto(await phoneInput(mounted), '151 2345 6789');
      (await smsButton(mounted)).click();
      await waitFor(() => mounted!.host.submitted.called, 'the after-submit flow');
      expect(mounted.host.post.callCount).to.equal(1);
      expect(mounted.host.post.firstCall.args).to.deep.equal([
        'widget/createSubscriberByPhoneNumber',
        {
          account_id: '1234567',
          widget_id: 42,
          phone_number: '+4915123456789',
          session_id: 'session1',
          widget_sign: 'sig-1',
          // The consent on record: what the card showed, and where.
          legal_text: SMS_LEGAL_TEXT,
          button_text: 'Subscribe',
          page_url: location.href,
        },
      ]);
      expect(mounted.host.optedIn.calledWith(mounted.instanceId)).to.equal(true);
      expect(mounted.host.submitted.calledWith(mounted.instanceId)).to.equal(true);
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isLoading).to.equal(false);
    });

    it('sends an empty phone_number and "" widget_sign when nothing was typed', async () => {
      mounted = mountSms();
      (await smsButton(mounted)).click();
      await waitFor(() => mounted!.host.post.called, 'the request');
      expect(mounted.host.post.firstCall.args[1]).to.include({ phone_number: '', widget_sign: '' });
    });

    it('falls back to the page id for account_id when the snippet has none', async () => {
      mounted = mountSms({}, { app: { pageId: '7654321' } });
      (mounted.host.settings as { accountId: string }).accountId = '';
      (await smsButton(mounted)).click();
      await waitFor(() => mounted!.host.post.called, 'the request');
      expect(mounted.host.post.firstCall.args[1].account_id).to.equal('7654321');
    });

    it('shows a spinner of 40 px while loading, then loading is off', async () => {
      mounted = mountSms();
      const answer = deferred<unknown>();
      mounted.host.post.returns(answer.promise);
      (await smsButton(mounted)).click();
      const spinner = await waitFor(() => $<HTMLElement>(mounted!.root, '[part="sms-button"] [part="spinner"]'), 'the spinner');
      expect(spinner.style.width).to.equal('40px');
      expect(spinner.style.height).to.equal('40px');
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isLoading).to.equal(true);
      expect((await smsButton(mounted)).getAttribute('aria-busy')).to.equal('true');
      expect(mounted.host.pixel.logAnalytics.called).to.equal(false);
      answer.resolve({ state: true, errors: [] });
      await waitFor(() => !$(mounted!.root, '[part="spinner"]'), 'the spinner to go');
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isLoading).to.equal(false);
      // State true: the subscription the server confirmed, reported as a positive opt-in.
      expect(mounted.host.pixel.logAnalytics.getCalls().map((call) => call.args[0].statusDescription)).to.deep.equal(['sms_subscribed']);
    });

    it('shows the last of the returned errors on state false, and typing clears them', async () => {
      mounted = mountSms();
      mounted.host.post.resolves({ state: false, errors: ['First problem', 'The number is too short'] });
      const input = await phoneInput(mounted);
      typeInto(input, '123');
      (await smsButton(mounted)).click();
      await waitFor(() => errorText(mounted!) === 'The number is too short', 'the last error');
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.errors).to.deep.equal(['First problem', 'The number is too short']);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(mounted.host.submitted.called).to.equal(false);
      expect(mounted.host.optedIn.called).to.equal(false);
      typeInto(input, '1234');
      await waitFor(() => errorText(mounted!) === '', 'the errors to clear');
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.errors).to.deep.equal([]);
      expect(input.getAttribute('aria-invalid')).to.equal('false');
    });

    it('shows a message of its own for state false without errors', async () => {
      mounted = mountSms();
      mounted.host.post.resolves({ state: false });
      (await smsButton(mounted)).click();
      await waitFor(() => errorText(mounted!) === SMS_UNKNOWN_ERROR_TEXT, 'the fallback error');
    });

    it('does not subscribe on an answer of the wrong shape', async () => {
      mounted = mountSms();
      mounted.host.post.resolves('<html>maintenance</html>');
      (await smsButton(mounted)).click();
      await waitFor(() => errorText(mounted!) === SMS_UNKNOWN_ERROR_TEXT, 'the fallback error');
      expect(mounted.host.submitted.called).to.equal(false);
    });

    it('shows a network message on a failed request and keeps the number and country, also across a remount', async () => {
      const warn = sinon.stub(console, 'warn');
      mounted = mountSms();
      mounted.host.post.rejects(new NetworkError('POST', `${location.origin}/widget/createSubscriberByPhoneNumber`, 500, 'status'));
      const search = await openPicker(mounted);
      typeInto(search, '+44');
      await new Promise((resolve) => setTimeout(resolve, 20));
      press(search, 'Enter');
      typeInto(await phoneInput(mounted), '7911 123456');
      (await smsButton(mounted)).click();
      await waitFor(() => errorText(mounted!) === SMS_NETWORK_ERROR_TEXT, 'the network message');
      expect(String(warn.firstCall?.args[1])).to.contain('Newtwork POST error');
      expect((await phoneInput(mounted)).value).to.equal('7911 123456');
      expect((await picker(mounted)).textContent).to.contain('+44');
      expect(mounted.store.getState().smsForm.get(mounted.instanceId)?.isLoading).to.equal(false);
      expect(mounted.host.submitted.called).to.equal(false);

      mounted.remount();
      await waitFor(
        () => $<HTMLInputElement>(mounted!.root, 'input[part="phone-input"]')?.value === '7911 123456',
        'the number after a remount',
      );
      expect((await picker(mounted)).getAttribute('aria-label')).to.equal('Country: United Kingdom +44');
      expect(errorText(mounted)).to.equal(SMS_NETWORK_ERROR_TEXT);

      mounted.host.post.resolves({ state: true, errors: [] });
      (await smsButton(mounted)).click();
      await waitFor(() => mounted!.host.submitted.called, 'the retry to succeed');
      expect(mounted.host.post.secondCall.args[1].phone_number).to.equal('+447911123456');
    });

    it('sends one request for a double click while loading', async () => {
      mounted = mountSms();
      const answer = deferred<unknown>();
      mounted.host.post.returns(answer.promise);
      typeInto(await phoneInput(mounted), '15123456789');
      const button = await smsButton(mounted);
      button.click();
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 30));
      (await smsButton(mounted)).click();
      expect(mounted.host.post.callCount).to.equal(1);
      answer.resolve({ state: true, errors: [] });
      await waitFor(() => mounted!.host.submitted.called, 'the after-submit flow');
      expect(mounted.host.post.callCount).to.equal(1);
    });

    it('does not submit when Enter picks a country in the search box', async () => {
      mounted = mountSms();
      const search = await openPicker(mounted);
      typeInto(search, 'japan');
      await new Promise((resolve) => setTimeout(resolve, 20));
      press(search, 'Enter');
      await waitFor(
        () => (mounted!.root.querySelector('button[part="country-picker"]')?.textContent ?? '').includes('+81'),
        'Japan picked',
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(mounted.host.post.called).to.equal(false);
    });
  });

  describe('preview', () => {
    it('reports rendered at once, lets the owner edit the button text, and sends nothing', async () => {
      mounted = mountSms({}, { preview: true });
      await waitFor(() => mounted!.host.rendered.called, 'rendered');
      expect(mounted.host.rendered.firstCall.args).to.deep.equal([mounted.instanceId, 'normal']);
      const editable = await waitFor(() => $(mounted!.root, '[part="sms-button"] [data-field="main.smsButtonText"]'), 'the editable text');
      expect(editable.getAttribute('contenteditable')).to.equal('plaintext-only');
      const edits: unknown[] = [];
      document.addEventListener('mc:preview-edit', (event) => edits.push((event as CustomEvent).detail), { once: true });
      editable.textContent = 'Join by SMS';
      editable.dispatchEvent(new InputEvent('input', { bubbles: true }));
      expect(edits).to.deep.equal([{ widgetId: 42, field: 'main.smsButtonText', value: 'Join by SMS' }]);
      typeInto(await phoneInput(mounted), '15123456789');
      (await smsButton(mounted)).click();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(mounted.host.post.called).to.equal(false);
    });
  });
});
