/**
 * How an element's view finds the UI host that owns its instance: the element asks with an event
 * (the context-request pattern of web components), and each runtime's UI host answers for the
 * instances its store holds. Nothing is kept on the element classes, so a tag defined by one copy
 * of the UI chunk (or by the npm package on import, before any runtime) renders the instances of
 * whichever runtime claims its elements.
 */
import type { UiHost } from '../runtime/ui-host';

const HOST_REQUEST = 'mc-ui-host-request';

type HostRequest = CustomEvent<{ instanceId: string; answer(host: UiHost): void }>;

/** The host that holds `instanceId`; of several, the one that began answering last. Undefined while no runtime has it. */
export function requestHost(element: Element, instanceId: string): UiHost | undefined {
  let found: UiHost | undefined;
  const answer = (host: UiHost) => {
    found = host;
  };
  element.dispatchEvent(new CustomEvent(HOST_REQUEST, { bubbles: true, composed: true, detail: { instanceId, answer } }));
  return found;
}

/** Answers the requests of elements whose instance `host`'s store holds; returns how to stop. */
export function answerHostRequests(host: UiHost, target: Window = window): () => void {
  const answer = (event: Event) => {
    const { instanceId, answer: reply } = (event as HostRequest).detail;
    if (host.store.getState().instances.has(instanceId)) reply(host);
  };
  target.addEventListener(HOST_REQUEST, answer);
  return () => target.removeEventListener(HOST_REQUEST, answer);
}
