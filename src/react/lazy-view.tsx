/**
 * A kind's view imported when its first element renders. The launcher, the customer chat and the
 * checkbox are chunks of their own (elements/mc-omnichat.ts, ...), so a page with a card kind
 * does not download them; a view that cannot be loaded drops its instance (the runtime's
 * `failed`) and shows nothing, never an error in the page.
 *
 * Not React.lazy with Suspense: React holds a suspended boundary's content back for up to 300 ms
 * after its fallback showed, so a view whose chunk arrived in 50 ms would still wait.
 */
import { useEffect, useState, type ComponentType } from './react-once';
import { ChunkBoundary } from './ChunkBoundary';
import { useUiHost } from './ui-host-context';
import type { WidgetViewProps } from './WidgetRoot';

type View = ComponentType<WidgetViewProps>;

/**
 * `load` imports the view; `ready` gives it at once when its chunk is already in (an element that
 * renders then is drawn in its first render).
 */
type Load = { View: View } | { error: unknown };

/** The view once it is in, nothing before; a failed load is thrown here, inside the boundary, like any view's error. */
function Loaded({ loaded, props }: { loaded: Load | undefined; props: WidgetViewProps }) {
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? <loaded.View {...props} /> : null;
}

export function lazyView(what: string, load: () => Promise<View>, ready: () => View | undefined): View {
  function LazyView(props: WidgetViewProps) {
    const host = useUiHost();
    const [loaded, setLoaded] = useState<Load | undefined>(() => {
      const View = ready();
      return View && { View };
    });
    useEffect(() => {
      if (loaded) return undefined;
      let current = true;
      load().then(
        (View) => current && setLoaded({ View }),
        (error: unknown) => current && setLoaded({ error }),
      );
      return () => {
        current = false;
      };
    }, [loaded]);
    return (
      <ChunkBoundary what={what} onFail={() => host.failed(props.instanceId)}>
        <Loaded loaded={loaded} props={props} />
      </ChunkBoundary>
    );
  }
  LazyView.displayName = `Lazy(${what})`;
  return LazyView;
}
