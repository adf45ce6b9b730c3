/**
 * A kind's view imported when its first element renders. The launcher, the customer chat and the
 * checkbox are chunks of their own (elements/mc-omnichat.ts, ...), so a page with a card kind
 * does not download them; a view that cannot be loaded drops its instance (the runtime's
 * `failed`) and shows nothing, never an error in the page.
 *
 * Not React.lazy with Suspense: React holds a suspended boundary's content back for up to 300 ms
 * after its fallback showed, so a view whose chunk arrived in 50 ms would still wait.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { LOG_PREFIX } from '../runtime/constants';
import { ChunkBoundary } from './ChunkBoundary';
import { useUiHost } from './ui-host-context';
import type { WidgetViewProps } from './WidgetRoot';

type View = ComponentType<WidgetViewProps>;

/**
 * `load` imports the view; `ready` gives it at once when its chunk is already in (an element that
 * renders then is drawn in its first render).
 */
export function lazyView(what: string, load: () => Promise<View>, ready: () => View | undefined): View {
  function LazyView(props: WidgetViewProps) {
    const host = useUiHost();
    const [loaded, setLoaded] = useState<{ View: View } | undefined>(() => {
      const View = ready();
      return View && { View };
    });
    useEffect(() => {
      if (loaded) return undefined;
      let current = true;
      load().then(
        (View) => current && setLoaded({ View }),
        (error: unknown) => {
          if (!current) return;
          console.warn(`${LOG_PREFIX} ${what} could not be shown:`, error);
          host.failed(props.instanceId);
        },
      );
      return () => {
        current = false;
      };
    }, [loaded, host, props.instanceId]);
    if (!loaded) return null;
    return (
      <ChunkBoundary what={what} onFail={() => host.failed(props.instanceId)}>
        <loaded.View {...props} />
      </ChunkBoundary>
    );
  }
  LazyView.displayName = `Lazy(${what})`;
  return LazyView;
}
