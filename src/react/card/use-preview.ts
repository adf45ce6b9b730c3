/**
 * The owner preview (docs/elements.md#the-owner-preview): an element with the `preview` attribute renders in place and its
 * texts are editable. `preview="submitted"` shows the submitted section, so its title and cta text
 * can be edited too. The attribute is watched, so the owner's editor can switch it.
 */
import { useCallback, useSyncExternalStore } from '../react-once';

const PREVIEW_ATTRIBUTE = 'preview';

interface PreviewMode {
  preview: boolean;
  /** The owner asked to see the submitted state. */
  showSubmitted: boolean;
}

function previewMode(value: string | null): PreviewMode {
  return { preview: value !== null, showSubmitted: value === 'submitted' };
}

export function usePreview(root: ShadowRoot): PreviewMode {
  const host = root.host;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(host, { attributes: true, attributeFilter: [PREVIEW_ATTRIBUTE] });
      return () => observer.disconnect();
    },
    [host],
  );
  return previewMode(useSyncExternalStore(subscribe, () => host.getAttribute(PREVIEW_ATTRIBUTE)));
}
