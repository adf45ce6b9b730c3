// On a page with a CSP nonce, whose policy would refuse a `blob:` worker and report it, the country names load on the
// main thread (countries.ts). A file of its own: the names load once a page.
import '../../setup';
import { expect } from '@open-wc/testing';
import { waitFor } from '../../support/mount-widget';
import { $, mountSms } from './sms-harness';
import { countWorkers } from './workers-made';

describe('the country names on a page with a CSP nonce', () => {
  it('load without a worker', async () => {
    const workers = countWorkers();
    try {
      const card = mountSms({}, { settings: { nonce: 'n0nce' } });
      expect(await waitFor(() => $(card.root, 'button[aria-label="Country: United States +1"]'), 'the named picker')).to.exist;
      expect(workers.made(), 'workers made').to.equal(0);
      card.unmount();
    } finally {
      workers.restore();
    }
  });
});
