/**
 * The page takeover's media background (docs/elements.md#mc-page-takeover, pageTemplate `mediaBackground`): a video, a gif
 * or an image (`backgroundImage.img_big`), under a colour overlay when `overlay.enabled`.
 */
import { parseVideoLink } from '../../../runtime/builders/video-link';
import type { ViewData } from '../../../runtime/config';
import { withAlpha } from '../../../runtime/config';
import { imageSource } from '../../card/card-media';

export type TakeoverBackground = { kind: 'image'; src: string } | { kind: 'video'; src: string } | null;

/** A plain hex overlay colour is laid over the media half transparent, or the media would vanish under it. */
const OVERLAY_ALPHA = 0.5;

export function takeoverBackground(main: ViewData['main']): TakeoverBackground {
  if (main.mediaType === 'video') {
    const video = parseVideoLink(main.videoLink);
    return video ? { kind: 'video', src: video.embedUrl } : null;
  }
  const src = imageSource(main.mediaType === 'gif' ? main.image.gif : main.backgroundImage.img_big);
  return src ? { kind: 'image', src } : null;
}

/** The overlay's colour, or null when it is off. Colours with their own alpha (`rgba(...)`) are kept as they are. */
export function takeoverOverlayColor(main: ViewData['main']): string | null {
  return main.overlay.enabled ? withAlpha(main.overlay.overlayColor, OVERLAY_ALPHA) : null;
}
