/** The media background of a page takeover and the colour laid over it; decoration only, hidden from assistive technology. */
import { css } from '../../../../styles/css';
import type { TakeoverBackground } from './takeover-background';
import { useClassNames } from '../../use-class-names';

const layer = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
`;

const cover = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// A 16:9 player scaled to cover the whole frame, whatever its proportions.
const videoCover = css`
  position: absolute;
  top: 50%;
  left: 50%;
  width: max(100%, 177.78vh);
  height: max(100%, 56.25vw);
  transform: translate(-50%, -50%);
  border: 0;
`;

export function TakeoverBackdrop({
  background,
  overlayColor,
  playing,
}: {
  background: TakeoverBackground;
  overlayColor: string | null;
  playing: boolean;
}) {
  const cx = useClassNames();
  return (
    <>
      {background && (
        <div part="background" data-kind={background.kind} className={cx(layer)} aria-hidden="true">
          {background.kind === 'image' ? (
            <img src={background.src} alt="" className={cx(cover)} />
          ) : (
            playing && (
              <iframe
                src={background.src}
                title="Background video"
                tabIndex={-1}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className={cx(videoCover)}
              />
            )
          )}
        </div>
      )}
      {overlayColor && <div part="media-overlay" className={cx(layer)} style={{ background: overlayColor }} aria-hidden="true" />}
    </>
  );
}
