/** One section's media, at most 200 px high (docs/widgets.md#card-content); videos autoplay muted and loop (their embed URL says so). */
import { css } from '../../../styles/css';
import { MEDIA_MAX_HEIGHT_PX } from '../../runtime/constants';
import type { CardMedia } from './card-media';
import { useClassNames } from '../use-class-names';

const image = css`
  display: block;
  max-width: 100%;
  max-height: ${MEDIA_MAX_HEIGHT_PX}px;
  margin: 0 auto;
  object-fit: contain;
`;

const video = css`
  display: block;
  width: 100%;
  max-width: ${Math.round((MEDIA_MAX_HEIGHT_PX * 16) / 9)}px;
  max-height: ${MEDIA_MAX_HEIGHT_PX}px;
  aspect-ratio: 16 / 9;
  margin: 0 auto;
  border: 0;
`;

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

export function MediaView({ media, title }: { media: CardMedia; title: string }) {
  const cx = useClassNames();
  if (media.kind === 'image') return <img part="media" src={media.src} alt="" className={cx(image)} />;
  return (
    <iframe
      part="media"
      src={media.src}
      title={title.trim() || `${PROVIDER_NAMES[media.provider]} video`}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      // Embedded players refuse to play without the embedding page's origin.
      referrerPolicy="strict-origin-when-cross-origin"
      className={cx(video)}
    />
  );
}
