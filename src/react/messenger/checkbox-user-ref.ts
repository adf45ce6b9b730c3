/**
 * The checkbox plugin's user_ref (docs/widgets.md#references), one per instance: the plugin
 * reports the visitor's tick against it, so it must stay the same when the element is moved and
 * its view mounted again.
 */
import { buildCheckboxRef } from '../../runtime/builders/checkbox-ref';

const userRefs = new Map<string, string>();

export function checkboxUserRef(instanceId: string, now: () => number = Date.now, random: () => number = Math.random): string {
  let userRef = userRefs.get(instanceId);
  if (!userRef) {
    userRef = buildCheckboxRef(now(), random);
    userRefs.set(instanceId, userRef);
  }
  return userRef;
}
