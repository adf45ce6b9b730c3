import '../../setup';
import { expect } from '@open-wc/testing';
import type { WidgetConfig } from '../../../src/runtime/config';
import { needsFbSdk } from '../../../src/runtime/sdk/needs-fb-sdk';

describe('which widgets ask for the platform SDK as they become due', () => {
  const cases: [WidgetConfig['widgetType'], WidgetConfig['channel'], boolean, boolean][] = [
    ['modal', 'fb', false, true],
    ['bar', 'fb', false, true],
    ['slide_in', 'fb', false, true],
    ['page_takeover', 'fb', false, true],
    ['box', 'fb', false, true],
    ['button', 'fb', false, true],
    ['landing', 'fb', false, true],
    ['checkbox', 'fb', false, true],
    ['box', 'sms', false, false],
    ['omnichat', 'omni', false, false],
    ['customer_chat', 'fb', false, false],
    ['modal', 'fb', true, false],
    ['checkbox', 'fb', true, false],
  ];
  for (const [widgetType, channel, isEuAffected, expected] of cases) {
    it(`${expected ? 'asks' : 'does not ask'} for a ${channel} ${widgetType}${isEuAffected ? ' on an EU page' : ''}`, () => {
      expect(needsFbSdk({ widgetType, channel }, { isEuAffected })).to.equal(expected);
    });
  }
});
