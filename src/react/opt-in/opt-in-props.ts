/** What every opt-in control gets (OptInControl.tsx picks one by the widget's channel). */
import type { ResolvedWidget } from '../../runtime/config';

export interface OptInProps {
  widget: ResolvedWidget;
  instanceId: string;
  /** In the owner preview: nothing is loaded or sent, the instance renders at once. */
  preview: boolean;
}
