// The picker's country names, with the browser's locale list read in a worker first (countries.ts). A file of its own:
// the names load once a page. With a CSP nonce: country-names-nonce.test.tsx.
import '../../setup';
import { expect } from '@open-wc/testing';
import { countryNamesLoaded } from '../../../src/react/sms/countries';
import { waitFor } from '../../support/mount-widget';
import { $, mountSms } from './sms-harness';
import { countWorkers } from './workers-made';

describe('the country names, with the locale list read off the main thread', () => {
  it('come after one worker read the locale list, once for every card of the page', async () => {
    const workers = countWorkers();
    try {
      const first = mountSms();
      const label = () => $(first.root, 'button[part="country-picker"]')?.getAttribute('aria-label');
      expect(await waitFor(() => (label()?.includes('United States') ? label() : undefined), 'the named picker')).to.equal(
        'Country: United States +1',
      );
      expect(workers.made(), 'workers made').to.equal(1);
      const second = mountSms();
      expect(await waitFor(() => $(second.root, 'button[aria-label="Country: United States +1"]'), 'the second card named')).to.exist;
      expect(workers.made(), 'workers made, two cards').to.equal(1);
      expect(countryNamesLoaded()).to.equal(true);
      first.unmount();
      second.unmount();
    } finally {
      workers.restore();
    }
  });
});
