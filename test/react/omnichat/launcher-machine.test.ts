import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createLauncherMachine, type LauncherOptions } from '../../../src/react/widgets/omnichat/launcher-machine';

const FAKE_TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] } as Parameters<
  typeof sinon.useFakeTimers
>[0] &
  object;
const ALL = ['messenger', 'sms', 'email', 'whatsapp'] as const;
const HOUR = 3_600_000;

// docs/elements.md#mc-omnichat timings.
describe('launcher machine', () => {
  let clock: sinon.SinonFakeTimers;
  let machines: Array<ReturnType<typeof createLauncherMachine>> = [];

  beforeEach(() => {
    clock = sinon.useFakeTimers({ ...FAKE_TIMERS, now: 1_700_000_000_000 });
  });

  afterEach(() => {
    for (const machine of machines) machine.dispose();
    machines = [];
    clock.restore();
  });

  function make(options: Partial<LauncherOptions> = {}) {
    const machine = createLauncherMachine({ icons: ALL, animationDisabled: false, firstSeen: ['hidden', 15], ...options });
    machines.push(machine);
    return machine;
  }

  describe('first seen', () => {
    it('opened: a visitor who never saw it starts open', () => {
      const machine = make({ firstSeen: ['opened', 0] });
      machine.show(undefined);
      expect(machine.getState().open).to.equal(true);
    });

    it('opened: a returning visitor starts closed', () => {
      const machine = make({ firstSeen: ['opened', 0] });
      machine.show(Date.now() - HOUR);
      expect(machine.getState().open).to.equal(false);
    });

    it('delay: opens after the delay and closes 2 s later', async () => {
      const machine = make({ firstSeen: ['delay', 5] });
      machine.show(undefined);
      await clock.tickAsync(4999);
      expect(machine.getState().open).to.equal(false);
      await clock.tickAsync(1);
      expect(machine.getState().open).to.equal(true);
      await clock.tickAsync(1999);
      expect(machine.getState().open).to.equal(true);
      await clock.tickAsync(1);
      expect(machine.getState().open).to.equal(false);
    });

    it('delay: a toggle before the delay clears the timers, so the panel stays as the visitor left it', async () => {
      const machine = make({ firstSeen: ['delay', 5] });
      machine.show(undefined);
      await clock.tickAsync(1000);
      expect(machine.toggle()).to.equal(true);
      await clock.tickAsync(10_000);
      expect(machine.getState().open).to.equal(true);
    });

    it('delay: a toggle while auto-opened keeps it from closing itself again', async () => {
      const machine = make({ firstSeen: ['delay', 5] });
      machine.show(undefined);
      await clock.tickAsync(5000);
      machine.toggle();
      machine.toggle();
      expect(machine.getState().open).to.equal(true);
      await clock.tickAsync(5000);
      expect(machine.getState().open).to.equal(true);
    });

    it('delay: does nothing for a returning visitor', async () => {
      const machine = make({ firstSeen: ['delay', 5] });
      machine.show(Date.now() - HOUR);
      await clock.tickAsync(10_000);
      expect(machine.getState().open).to.equal(false);
    });

    it('hidden: stays closed', async () => {
      const machine = make({ firstSeen: ['hidden', 15] });
      machine.show(undefined);
      await clock.tickAsync(20_000);
      expect(machine.getState().open).to.equal(false);
    });
  });

  describe('icon animation', () => {
    async function iconsOver(machine: ReturnType<typeof make>, ms: number, step = 100): Promise<Array<[number, string | null]>> {
      const seen: Array<[number, string | null]> = [];
      const start = Date.now();
      let last: string | null | undefined;
      for (let t = 0; t <= ms; t += step) {
        const { icon } = machine.getState();
        if (icon !== last) seen.push([Date.now() - start, icon]);
        last = icon;
        await clock.tickAsync(step);
      }
      return seen;
    }

    it('cycles Messenger, SMS, Email, WhatsApp: first after 2000 ms, then every 1500 ms, then stops', async () => {
      const machine = make();
      machine.show(undefined);
      machine.entranceReached();
      expect(machine.getState().animation).to.equal('running');
      const seen = await iconsOver(machine, 9000);
      expect(seen).to.deep.equal([
        [0, null],
        [2000, 'messenger'],
        [3500, 'sms'],
        [5000, 'email'],
        [6500, 'whatsapp'],
        [8000, null],
      ]);
      expect(machine.getState()).to.include({ animation: 'stopped', playedOnce: true });
    });

    it('shows only the usable channels', async () => {
      const machine = make({ icons: ['sms', 'whatsapp'] });
      machine.show(undefined);
      machine.entranceReached();
      expect(await iconsOver(machine, 6000)).to.deep.equal([
        [0, null],
        [2000, 'sms'],
        [3500, 'whatsapp'],
        [5000, null],
      ]);
    });

    it('waits for the popover entrance', async () => {
      const machine = make();
      machine.show(undefined);
      await clock.tickAsync(5000);
      expect(machine.getState()).to.include({ animation: 'waiting', icon: null });
      machine.entranceReached();
      await clock.tickAsync(2000);
      expect(machine.getState().icon).to.equal('messenger');
    });

    it('animates again for a visitor last seen more than 24 hours ago', async () => {
      const machine = make();
      machine.show(Date.now() - 25 * HOUR);
      machine.entranceReached();
      await clock.tickAsync(2000);
      expect(machine.getState().icon).to.equal('messenger');
    });

    for (const [name, options, lastSeenAgo] of [
      ['seen within 24 hours', {}, 23 * HOUR],
      ['disabled', { animationDisabled: true }, undefined],
      ['without channels', { icons: [] }, undefined],
    ] as const) {
      it(`${name}: no icons, and the animation stops after 0.5 s`, async () => {
        const machine = make(options as Partial<LauncherOptions>);
        machine.show(lastSeenAgo === undefined ? undefined : Date.now() - lastSeenAgo);
        machine.entranceReached();
        await clock.tickAsync(499);
        expect(machine.getState().animation).to.not.equal('stopped');
        await clock.tickAsync(1);
        expect(machine.getState()).to.include({ animation: 'stopped', playedOnce: false, icon: null });
        await clock.tickAsync(10_000);
        expect(machine.getState().icon).to.equal(null);
      });
    }

    for (const action of ['toggle', 'close', 'dismissPopover'] as const) {
      it(`stops at once on ${action}`, async () => {
        const machine = make();
        machine.show(undefined);
        machine.entranceReached();
        await clock.tickAsync(2500);
        expect(machine.getState().icon).to.equal('messenger');
        machine[action]();
        expect(machine.getState()).to.include({ animation: 'stopped', icon: null });
        await clock.tickAsync(10_000);
        expect(machine.getState().icon).to.equal(null);
      });
    }
  });

  it('toggle flips the panel; close reports whether it was open', () => {
    const machine = make();
    machine.show(undefined);
    expect(machine.toggle()).to.equal(true);
    expect(machine.toggle()).to.equal(false);
    expect(machine.close()).to.equal(false);
    machine.toggle();
    expect(machine.close()).to.equal(true);
    expect(machine.getState().open).to.equal(false);
  });

  it('notifies subscribers and stops its timers when disposed', async () => {
    const machine = make({ firstSeen: ['delay', 1] });
    const listener = sinon.spy();
    machine.subscribe(listener);
    machine.show(undefined);
    machine.entranceReached();
    expect(listener.called).to.equal(true);
    listener.resetHistory();
    machine.dispose();
    await clock.tickAsync(20_000);
    expect(listener.called).to.equal(false);
    expect(machine.getState()).to.include({ open: false, icon: null });
  });
});
