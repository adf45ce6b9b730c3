/**
 * A section's media (docs/widgets.md#card-content): an image (`image.img_big`), a gif (`image.gif`) or an embedded
 * YouTube or Vimeo video, and where it sits: above the headline (`ah`), above the description
 * (`ad`), below it (`bd`), or left/right (`cl`/`cr`) in the page takeover's simple template only.
 */
import { MEDIA_PLACEMENTS } from '../../runtime/constants';
import { parseVideoLink } from '../../runtime/builders/video-link';
import { safeUrl } from '../../runtime/url-safety';
import type { CardSection } from './card-section';

type MediaPlacement = (typeof MEDIA_PLACEMENTS)[number];

export type CardMedia = { kind: 'image'; src: string } | { kind: 'video'; src: string; provider: 'youtube' | 'vimeo' };

/** Images may come from the web or the page's own origin, never from `data:` or script URLs. */
const IMAGE_SCHEMES = ['http:', 'https:'] as const;

export function imageSource(url: unknown): string | null {
  return safeUrl(url, IMAGE_SCHEMES);
}

export function cardMedia(section: Pick<CardSection, 'mediaType' | 'videoLink' | 'image'>): CardMedia | null {
  if (section.mediaType === 'video') {
    const video = parseVideoLink(section.videoLink);
    return video ? { kind: 'video', src: video.embedUrl, provider: video.provider } : null;
  }
  const src = imageSource(section.mediaType === 'gif' ? section.image.gif : section.image.img_big);
  return src ? { kind: 'image', src } : null;
}

const PLACEMENTS: ReadonlySet<string> = new Set(MEDIA_PLACEMENTS);
const SIDE_PLACEMENTS: ReadonlySet<string> = new Set(['cl', 'cr']);

/** The section's placement for its media type; unknown codes, and sides where they are not allowed, sit above the headline. */
export function mediaPlacement(
  section: Pick<CardSection, 'mediaType' | 'videoPlacement' | 'imagePlacement'>,
  allowSides: boolean,
): MediaPlacement {
  const code = section.mediaType === 'video' ? section.videoPlacement : section.imagePlacement;
  if (!PLACEMENTS.has(code) || (!allowSides && SIDE_PLACEMENTS.has(code))) return 'ah';
  return code as MediaPlacement;
}
