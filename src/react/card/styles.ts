/** Looks shared by the card kinds: the base styles of styles/base.ts, and the overlays' stacking level. */
import { DEFAULT_Z_INDEX } from '../../runtime/constants';

export { animated, cardSurface, fadeIn, inFlowSurface, translucent } from '../../../styles/base';

/** Owners move overlays above or below their own layers with `--mc-z-index` (docs/elements.md#custom-properties). */
export const zIndex = `var(--mc-z-index, ${DEFAULT_Z_INDEX})`;
