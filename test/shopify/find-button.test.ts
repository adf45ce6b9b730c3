import '../setup';
import { expect } from '@open-wc/testing';
import { findAddToCartButton } from '../../src/shopify/add-to-cart/find-button';

describe('the add-to-cart button', () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  const cases: [string, string, string | null][] = [
    ['a button without a type', '<form action="/cart/add"><button id="hit">Add</button></form>', 'hit'],
    ['a submit input', '<form action="/cart/add"><input type="submit" id="hit" value="Add"></form>', 'hit'],
    ['an image input', '<form action="/cart/add"><input type="image" id="hit" alt="Add" style="width:20px;height:20px"></form>', 'hit'],
    ['an AJAX form action', '<form action="/en/cart/add.js"><button type="SUBMIT" id="hit">Add</button></form>', 'hit'],
    [
      'the first visible control, past hidden ones',
      `<form action="/cart/add"><button style="display:none">1</button><button style="visibility:hidden">2</button>
       <div hidden><button>3</button></div><button type="button">Wishlist</button><button id="hit">Add</button><button>Later</button></form>`,
      'hit',
    ],
    [
      'the first form, in document order',
      '<form action="/cart/add"><button id="hit">Add</button></form><form action="/cart/add"><button>Add</button></form>',
      'hit',
    ],
    ['nothing in other forms', '<form action="/search"><button>Search</button></form><form><button>Go</button></form>', null],
    [
      'nothing but non-submit buttons',
      '<form action="/cart/add"><button type="button">-</button><button type="reset">Reset</button></form>',
      null,
    ],
    ['nothing when every control is hidden', '<form action="/cart/add" style="display:none"><button>Add</button></form>', null],
  ];

  for (const [name, html, expected] of cases) {
    it(`finds ${name}`, () => {
      container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const found = findAddToCartButton(document);
      expect(found?.id ?? null).to.equal(expected);
    });
  }
});
