/**
 * Whether a card's opt-in control draws its final form in its first render, so the card has no wait to show its
 * loader for (docs/elements.md#before-it-is-shown): the Messenger preview; the fallback button on an EU page, for a
 * button type we do not know, or when the platform's SDK already failed on this page (a content blocker refused it as
 * a widget became due). The SMS card and a plugin whose SDK is still to load report later, and their cards wait.
 */
import type { ResolvedWidget } from '../../runtime/config';
import type { PluginKind } from '../messenger/use-plugin-lifecycle';

export const isPluginKind = (buttonType: string): buttonType is PluginKind => buttonType === 'button' || buttonType === 'checkbox';

interface OptInCircumstances {
  preview: boolean;
  isEuAffected: boolean;
  /** The SDK's last load on this page failed (UiHost.fbSdkFailed). */
  sdkFailed: boolean;
}

export function drawsAtOnce(
  widget: Pick<ResolvedWidget, 'channel' | 'data'>,
  { preview, isEuAffected, sdkFailed }: OptInCircumstances,
): boolean {
  if (widget.channel === 'sms') return false;
  return preview || isEuAffected || !isPluginKind(widget.data.main.buttonType) || sdkFailed;
}
