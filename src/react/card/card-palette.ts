/**
 * The colours a card is drawn in, from its section's colours (defaults in config/defaults.ts),
 * legible by construction: every text reaches WCAG AA on what it is drawn on (4.5:1 for body text,
 * 3:1 for the large title and for a control's edge against the card). A colour the owner left at
 * its default is ours to move: a default background deepens under light text, a default text
 * colour is chosen for the background the owner picked, a default button becomes a solid pill that
 * stands out from the card. When the owner set both colours of a pair and they do not reach AA,
 * they are drawn as set and the pair is named in `warnings` (the preview shows them).
 *
 * The background is drawn with alpha 1 behind a checkbox, else 0.9 (docs/widgets.md#colours); contrast is
 * measured at that alpha over the worst page behind it.
 */
import { backgroundAlpha, withAlpha, type ResolvedWidget } from '../../runtime/config';
import { DEFAULT_TEXT_COLOR, SUBMITTED_COLOR } from '../../runtime/constants';
import { BRAND_COLOR } from '../../../styles/palette';
import { AA_BODY, AA_LARGE, INK, contrastOn, legibleBackground, legibleText, parseColor, sameColor } from '../../../styles/contrast';
import { surfaceColors } from '../../../styles/base';
import type { CardSection } from './card-section';
import { memoByString } from '../bounded-cache';

interface ColorPair {
  readonly background: string;
  readonly text: string;
}

/** Shared between the cards of the same colours (see `palettes`): read only. */
interface CardPalette {
  /** The card's colour at its 0.9 alpha, and opaque (where the browser cannot blur behind it). */
  readonly background: string;
  readonly solid: string;
  readonly title: string;
  readonly description: string;
  /** The legal text under an SMS form. */
  readonly legal: string;
  /** The opt-in control (the messenger button, the SMS submit). */
  readonly button: ColorPair;
  /** The submitted card's link to the messenger. */
  readonly cta: ColorPair;
  /** Pairs the owner set both colours of that fall below AA, for the preview: `description #999999 on #ffffff (2.8:1, AA needs 4.5:1)`. */
  readonly warnings: readonly string[];
}

interface Entry {
  color: string;
  /** The owner changed it from its default: we draw it as set. */
  owned: boolean;
}

export function entry(color: string, fallback: string): Entry {
  return { color, owned: !sameColor(color, fallback) };
}

function ratioOf(text: string, background: string, alpha: number): number {
  const fg = parseColor(text);
  const bg = parseColor(background);
  return fg && bg ? contrastOn(fg, bg, alpha) : Infinity;
}

/**
 * Brings `text` on `background` to `ratio`, moving whichever of the two the owner did not set (the
 * background first when both are ours, so a brand's light text stays light).
 */
export function settle(name: string, text: Entry, background: Entry, ratio: number, alpha: number, warnings: string[]): void {
  const measured = ratioOf(text.color, background.color, alpha);
  if (measured >= ratio) return;
  if (text.owned && background.owned) {
    warnings.push(`${name} ${text.color} on ${background.color} (${measured.toFixed(1)}:1, AA needs ${ratio}:1)`);
    return;
  }
  if (!background.owned) {
    background.color = legibleBackground(background.color, text.color, ratio, alpha);
    if (ratioOf(text.color, background.color, alpha) >= ratio || text.owned) return;
  }
  text.color = legibleText(text.color, background.color, ratio, alpha);
}

/** White or ink, whichever stands out more from `against`. */
function standOut(against: string): string {
  return legibleText('#ffffff', against, 21);
}

/**
 * A control on `surface`: its fill stands out from the surface by 3:1 (a default fill becomes
 * white or ink), and its label reads on the fill (a default label takes the surface's own colour
 * when that reads, the classic inverted pill).
 */
function control(name: string, fill: Entry, label: Entry, surface: string, warnings: string[]): ColorPair {
  if (!fill.owned && ratioOf(fill.color, surface, 1) < AA_LARGE) {
    fill.color = standOut(surface);
    if (!label.owned && ratioOf(surface, fill.color, 1) >= AA_BODY) label.color = surface;
  }
  settle(`${name} text`, label, fill, AA_BODY, 1, warnings);
  return { background: fill.color, text: label.color };
}

/** Everything a palette is decided by: colours (as configured) and the few flags that change the rules. */
interface PaletteInputs {
  colors: CardSection['colors'];
  main: ResolvedWidget['data']['main']['colors'];
  submitted: boolean;
  alpha: number;
  sms: boolean;
  surface: string | undefined;
}

/**
 * Palettes by their inputs: the contrast search behind one takes a fraction of a millisecond, and a
 * page of 200 embeds (or one card rendered again on every state change) asks for the same few.
 */
const palettes = memoByString((key) => decidePalette(JSON.parse(key) as PaletteInputs), 64);

/**
 * Each section's palettes by surface. A section is an object of one resolved widget, the same on every render
 * (use-widget.ts resolves each widget once), and a card asks on each of its renders, twice (its frame and its
 * content): keying the string memo above with the inputs' JSON each time was 9 ms of a page of 200 embeds.
 */
const bySection = new WeakMap<CardSection, Map<string | undefined, CardPalette>>();

/**
 * @param surface what the opt-in control sits on when it is not the card (the button kind sits on
 *   the owner's page, taken as white).
 */
export function cardPalette(widget: ResolvedWidget, section: CardSection, surface?: string): CardPalette {
  let bySurface = bySection.get(section);
  if (!bySurface) bySection.set(section, (bySurface = new Map()));
  let palette = bySurface.get(surface);
  if (!palette) {
    const inputs: PaletteInputs = {
      colors: section.colors,
      main: widget.data.main.colors,
      submitted: section === widget.data.submitted,
      alpha: backgroundAlpha(widget.data.main.buttonType === 'checkbox'),
      sms: widget.channel === 'sms',
      surface,
    };
    bySurface.set(surface, (palette = palettes(JSON.stringify(inputs))));
  }
  return palette;
}

function decidePalette({ colors, main, submitted, alpha, sms, surface }: PaletteInputs): CardPalette {
  const warnings: string[] = [];

  const background = entry(colors.background, submitted ? SUBMITTED_COLOR : BRAND_COLOR);
  const description = entry(colors.description, DEFAULT_TEXT_COLOR);
  const legal = entry(main.smsLegalText, DEFAULT_TEXT_COLOR);
  const title = entry(colors.headline, DEFAULT_TEXT_COLOR);
  // Small texts first: the background they settle on is the one the title is then checked against.
  settle('description', description, background, AA_BODY, alpha, warnings);
  if (sms) settle('legal text', legal, background, AA_BODY, alpha, warnings);
  settle('title', title, background, AA_LARGE, alpha, warnings);
  // A background moved for the title must still carry the small texts.
  if (!background.owned) {
    description.color = legibleText(description.color, background.color, AA_BODY, alpha);
    legal.color = legibleText(legal.color, background.color, AA_BODY, alpha);
  }
  const solid = parseColor(background.color) ? background.color : colors.background;
  const under = surface ?? solid;

  const button = control('button', entry(main.buttonBackground, BRAND_COLOR), entry(main.buttonText, DEFAULT_TEXT_COLOR), under, warnings);
  const cta = control(
    'link',
    entry(colors.ctaBackground, DEFAULT_TEXT_COLOR),
    entry(colors.ctaText, BRAND_COLOR),
    surface ?? solid,
    warnings,
  );

  return {
    background: withAlpha(background.color, alpha),
    solid,
    title: title.color,
    description: description.color,
    legal: legal.color,
    button,
    cta,
    warnings,
  };
}

/** The ink the widget draws its own surfaces' text in (fields, lists, the launcher's panel). */
export { INK };

/** The inline style of a card's surface: its colours for `translucent` (styles/base.ts) and its text colour. */
export function cardStyle(palette: CardPalette): Record<string, string> {
  return { ...surfaceColors(palette.background, palette.solid), ...controlColors(palette), color: palette.title };
}

/** The opt-in control's chosen colours, which the controls inside read (see {@link buttonStyle}). */
export function controlColors(palette: CardPalette): Record<string, string> {
  return { '--mc-button-fill': palette.button.background, '--mc-button-label': palette.button.text, '--mc-legal-color': palette.legal };
}

/** An opt-in control's colours: those its card chose, else the owner's own (a control outside any card). */
export function buttonStyle(colors: { buttonBackground: string; buttonText: string }): Record<string, string> {
  return { background: `var(--mc-button-fill, ${colors.buttonBackground})`, color: `var(--mc-button-label, ${colors.buttonText})` };
}
