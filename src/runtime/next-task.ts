/**
 * Resolves in a task of its own (a message, as React's scheduler uses), so work after it does not
 * lengthen the current task; timers may be clamped by the browser or faked by a test.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
