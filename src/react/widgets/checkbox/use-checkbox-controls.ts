/**
 * Lends the page API the checkbox's submit (`MC.getWidget(id).submit()`): it needs the loaded SDK
 * for the user confirmation and the plugin's user_ref, which only the view has. The submit itself
 * is the card checkbox's (docs/opt-in.md#checkbox-type): only when ticked, log the confirmation, keep ref and user
 * ref, opt in, run the after-submit flow.
 */
import { useEffect } from 'react';
import type { ResolvedWidget } from '../../../runtime/config';
import type { FbSdk } from '../../../runtime/sdk/fb-sdk';
import { useOptInSubmit } from '../../messenger/use-opt-in-submit';
import { useUiHost } from '../../ui-host-context';

export function useCheckboxControls(widget: ResolvedWidget, instanceId: string, fb: FbSdk | null, userRef: string): void {
  const { controls } = useUiHost();
  const submit = useOptInSubmit(widget, instanceId, fb, userRef);
  useEffect(() => {
    if (!fb) return undefined;
    return controls?.register(instanceId, { submit: () => submit('checkbox')?.outcome === 'submitted' });
  }, [controls, fb, instanceId, submit]);
}
