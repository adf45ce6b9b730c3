import '../../setup';
import { expect } from '@open-wc/testing';
import { readLocalesOffThread } from '../../../src/react/sms/countries';

/** A Worker the page's CSP refuses: the browser fires `error` on it, as it does for a script that fails. */
class RefusedWorker extends EventTarget {
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    super();
    setTimeout(() => this.onerror?.());
  }
  terminate() {
    this.terminated = true;
  }
}

describe('readLocalesOffThread: the worker that reads the browser’s locale list', () => {
  const Real = window.Worker;
  afterEach(() => (window.Worker = Real));

  it('settles once a real worker has read it, and ends the worker', async () => {
    const made: string[] = [];
    window.Worker = class extends Real {
      constructor(url: string | URL) {
        super(url);
        made.push('made');
      }
      override terminate() {
        made.push('ended');
        super.terminate();
      }
    };
    await readLocalesOffThread();
    expect(made).to.deep.equal(['made', 'ended']);
  });

  it('settles when the page refuses the worker (an error event), and ends it', async () => {
    const workers: RefusedWorker[] = [];
    window.Worker = class extends RefusedWorker {
      constructor() {
        super();
        workers.push(this);
      }
    } as unknown as typeof Worker;
    await readLocalesOffThread();
    expect(workers.map((worker) => worker.terminated)).to.deep.equal([true]);
  });

  it('settles at once where no worker can be made', async () => {
    window.Worker = class {
      constructor() {
        throw new DOMException('refused', 'SecurityError');
      }
    } as unknown as typeof Worker;
    await readLocalesOffThread();
  });
});
