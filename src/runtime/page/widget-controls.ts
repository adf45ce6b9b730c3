/**
 * What the UI chunk lends the page API for one mounted instance: the actions that need the view's
 * own means (the loaded SDK, the checkbox plugin's user_ref). Plain data the page changes lives in
 * the store instead; this holds only what cannot.
 */

interface InstanceControls {
  /** The checkbox's submit (docs/opt-in.md#checkbox-type): true when the opt-in went through, false when refused. */
  submit?(): boolean;
}

export interface WidgetControls {
  /** The view registers its controls when it mounts; the returned function takes them back. */
  register(instanceId: string, controls: InstanceControls): () => void;
  get(instanceId: string): InstanceControls | undefined;
}

export function createWidgetControls(): WidgetControls {
  const byInstance = new Map<string, InstanceControls>();
  return {
    register(instanceId, controls) {
      byInstance.set(instanceId, controls);
      return () => {
        // A newer mount of the same instance may have registered since; keep that one.
        if (byInstance.get(instanceId) === controls) byInstance.delete(instanceId);
      };
    },
    get: (instanceId) => byInstance.get(instanceId),
  };
}
