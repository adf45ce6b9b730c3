/**
 * Which section of a widget's data a card shows: `main` until the instance is submitted, then
 * `submitted` (docs/widgets.md#card-content).
 */
import type { ResolvedWidget, ViewData } from '../../runtime/config';

export type SectionName = 'main' | 'submitted';

/** The fields both sections share and the card reads. */
export type CardSection = Pick<
  ViewData['submitted'],
  'title' | 'desc' | 'showDescription' | 'colors' | 'mediaType' | 'videoLink' | 'videoPlacement' | 'imagePlacement' | 'image'
>;

export function cardSection(widget: ResolvedWidget, name: SectionName): CardSection {
  return name === 'submitted' ? widget.data.submitted : widget.data.main;
}
