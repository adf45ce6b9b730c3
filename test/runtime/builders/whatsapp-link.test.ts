import '../../setup';
import { expect } from '@open-wc/testing';
import { buildWhatsAppLink } from '../../../src/runtime/builders/whatsapp-link';

describe('buildWhatsAppLink', () => {
  // docs/widgets.md#references: "WhatsApp link keeps only digits of the number and URL-encodes the prefill text."
  const cases: Array<[string, Parameters<typeof buildWhatsAppLink>, string | null]> = [
    ['keeps the digits of a formatted number', ['+1 (555) 010-0199'], 'https://wa.me/15550100199'],
    ['accepts a number value', [15550100], 'https://wa.me/15550100'],
    ['adds an encoded prefill', ['15550100', 'Hi there & welcome?'], 'https://wa.me/15550100?text=Hi%20there%20%26%20welcome%3F'],
    ['encodes non-ASCII prefill', ['15550100', 'Grüße 👋'], 'https://wa.me/15550100?text=Gr%C3%BC%C3%9Fe%20%F0%9F%91%8B'],
    ['encodes a newline in the prefill', ['15550100', 'a\nb'], 'https://wa.me/15550100?text=a%0Ab'],
    ['leaves out an empty prefill', ['15550100', ''], 'https://wa.me/15550100'],
    ['leaves out a blank prefill', ['15550100', '   '], 'https://wa.me/15550100'],
    ['leaves out a null prefill', ['15550100', null], 'https://wa.me/15550100'],
    ['does not throw on half an emoji in the prefill', ['1', 'a\uD83D'], 'https://wa.me/1?text=a%EF%BF%BD'],
    ['gives null without digits', ['call us'], null],
    ['gives null for an empty number', [''], null],
    ['gives null for undefined', [undefined], null],
  ];
  for (const [name, args, expected] of cases) {
    it(name, () => expect(buildWhatsAppLink(...args)).to.equal(expected));
  }
});
