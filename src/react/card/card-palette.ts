/**
 * The colours a card is drawn in, from its section's colours (defaults in config/defaults.ts). The
 * background is drawn with alpha 1 behind a checkbox, else 0.9 (spec 1 §3).
 */
import { backgroundAlpha, withAlpha, type ResolvedWidget } from '../../runtime/config';
import type { CardSection } from './card-section';

export interface CardPalette {
  background: string;
  title: string;
  description: string;
  ctaBackground: string;
  ctaText: string;
}

export function cardPalette(widget: ResolvedWidget, section: CardSection): CardPalette {
  const colors = section.colors;
  return {
    background: withAlpha(colors.background, backgroundAlpha(widget.data.main.buttonType === 'checkbox')),
    title: colors.headline,
    description: colors.description,
    ctaBackground: colors.ctaBackground,
    ctaText: colors.ctaText,
  };
}
