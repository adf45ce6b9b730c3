// Legible by construction: the WCAG arithmetic, and the colours every card is drawn in, for the
// default colours and for what owners pick.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cardPalette } from '../../src/react/card/card-palette';
import { parseLoadAnswer, resolveWidget, type ResolvedWidget } from '../../src/runtime/config';
import { AA_BODY, AA_LARGE, contrastOn, contrastRatio, legibleBackground, legibleText, parseColor } from '../../styles/contrast';

const rgb = (color: string) => parseColor(color)!;
const ratio = (text: string, background: string, alpha = 1) => contrastOn(rgb(text), rgb(background), alpha);

function makeWidget(widget_type: string, data: Record<string, unknown> = {}, channel = 'fb'): ResolvedWidget {
  const answer = parseLoadAnswer({ app: { pageId: '1' }, widgets: [{ widget_id: 1, widget_type, channel, data }] }, {
    warn() {},
    debug() {},
  } as never);
  if (!answer.ok) throw new Error(answer.reason);
  return resolveWidget(answer.widgets[0]!);
}

describe('WCAG contrast', () => {
  it('measures the known pairs', () => {
    assert.equal(contrastRatio(rgb('#ffffff'), rgb('#000000')).toFixed(2), '21.00');
    // The default pair, white on the brand colour, falls below AA for body text.
    assert.equal(contrastRatio(rgb('#ffffff'), rgb('#0084FF')).toFixed(2), '3.66');
  });

  it('measures a translucent card over the worst page behind it', () => {
    assert.ok(ratio('#ffffff', '#0084FF', 0.9) < ratio('#ffffff', '#0084FF'));
  });

  it('keeps a text that reads, deepens a brand colour that nearly does, else takes white or ink', () => {
    assert.equal(legibleText('#ffffff', '#000000', AA_BODY), '#ffffff');
    const deeper = legibleText('#0084FF', '#ffffff', AA_BODY);
    assert.notEqual(deeper, '#1c1e21');
    assert.ok(ratio(deeper, '#ffffff') >= AA_BODY);
    assert.equal(legibleText('#ffffff', '#ffe066', AA_BODY), '#1c1e21');
  });

  it('moves a background only as far as the text needs', () => {
    const background = legibleBackground('#0084FF', '#ffffff', AA_BODY, 0.9);
    assert.ok(ratio('#ffffff', background, 0.9) >= AA_BODY);
    assert.ok(ratio('#ffffff', background, 0.9) < AA_BODY + 0.5);
  });
});

describe('the colours of a card', () => {
  for (const type of ['bar', 'slide_in', 'modal', 'page_takeover', 'box', 'landing', 'button']) {
    for (const channel of ['fb', 'sms']) {
      it(`reach AA with the default colours: ${type}, ${channel}, open and submitted`, () => {
        const widget = makeWidget(type, {}, channel);
        for (const section of [widget.data.main, widget.data.submitted]) {
          const palette = cardPalette(widget, section);
          assert.deepEqual(palette.warnings, []);
          assert.ok(ratio(palette.description, palette.solid, 0.9) >= AA_BODY, 'description');
          assert.ok(ratio(palette.legal, palette.solid, 0.9) >= AA_BODY, 'legal text');
          assert.ok(ratio(palette.title, palette.solid, 0.9) >= AA_LARGE, 'title');
          // The call to action stands out from the card, and its label reads on it.
          for (const control of [palette.button, palette.cta]) {
            assert.ok(ratio(control.background, palette.solid) >= AA_LARGE, `control edge ${control.background} on ${palette.solid}`);
            assert.ok(ratio(control.text, control.background) >= AA_BODY, 'control label');
          }
        }
      });
    }
  }

  it('chooses the text for a background the owner picked', () => {
    const palette = cardPalette(
      makeWidget('modal', { main: { colors: { background: '#fff3c4' } } }),
      makeWidget('modal', { main: { colors: { background: '#fff3c4' } } }).data.main,
    );
    assert.equal(palette.title, '#1c1e21');
    assert.equal(palette.description, '#1c1e21');
    assert.deepEqual(palette.warnings, []);
  });

  it('keeps a text colour the owner picked and moves the default background under it', () => {
    const widget = makeWidget('box', { main: { colors: { description: '#ffff00' } } });
    const palette = cardPalette(widget, widget.data.main);
    assert.equal(palette.description, '#ffff00');
    assert.ok(ratio('#ffff00', palette.solid, 0.9) >= AA_BODY);
  });

  it('draws a pair the owner set both colours of as set, and names it', () => {
    const widget = makeWidget('box', { main: { colors: { background: '#ffffff', description: '#cccccc' } } });
    const palette = cardPalette(widget, widget.data.main);
    assert.equal(palette.description, '#cccccc');
    assert.equal(palette.warnings.length, 1);
    assert.match(palette.warnings[0]!, /description #cccccc on #ffffff \(1\.3:1, AA needs 4\.5:1\)/);
  });

  it('turns a default button the colour of its card into a pill that stands out', () => {
    const widget = makeWidget('modal');
    const palette = cardPalette(widget, widget.data.main);
    assert.equal(palette.button.background, '#ffffff');
    assert.equal(palette.button.text, palette.solid);
  });

  // 200 embeds of the same colours were 200 contrast searches, one each time a card rendered.
  it('decides a palette once for the same colours, and again when a colour or the surface differs', () => {
    const [a, b] = [makeWidget('box'), makeWidget('box')];
    assert.equal(cardPalette(a, a.data.main), cardPalette(b, b.data.main));
    const gold = makeWidget('box', { main: { colors: { background: '#ffd700' } } });
    assert.notEqual(cardPalette(gold, gold.data.main).solid, cardPalette(a, a.data.main).solid);
    assert.notEqual(cardPalette(a, a.data.main, '#ffffff'), cardPalette(a, a.data.main));
    // Kept per section of a widget: the submitted section is drawn in its own colours.
    assert.notEqual(cardPalette(a, a.data.submitted).background, cardPalette(a, a.data.main).background);
    assert.equal(cardPalette(a, a.data.submitted), cardPalette(a, a.data.submitted));
  });
});
