/**
 * The platform's plugin markup, which its SDK turns into iframes (XFBML): the send-to-messenger
 * button and the messenger checkbox. Attribute names and values are the platform's own.
 */
import { useCallback } from '../react-once';
import { checkboxSize, checkboxSkin, sendToMessengerColor, sendToMessengerSize } from './plugin-attributes';

/**
 * The attributes are set on the element directly: React would drop some of them (it reads `size`
 * as the numeric attribute of form controls, so `size="large"` never reached the DOM).
 */
function PluginElement({ className, attributes }: { className: string; attributes: Record<string, string> }) {
  const key = JSON.stringify(attributes);
  const apply = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) element.setAttribute(name, value);
    },
    [key],
  );
  return <div className={className} ref={apply} />;
}

interface PluginIds {
  appId: string;
  pageId: string;
}

export function SendToMessengerPlugin({
  appId,
  pageId,
  messengerRef,
  buttonBackground,
  buttonSize,
}: PluginIds & { messengerRef: string; buttonBackground: string; buttonSize: string }) {
  return (
    <PluginElement
      className="fb-send-to-messenger"
      attributes={{
        messenger_app_id: appId,
        page_id: pageId,
        'data-ref': messengerRef,
        color: sendToMessengerColor(buttonBackground),
        size: sendToMessengerSize(buttonSize),
      }}
    />
  );
}

export function CheckboxPlugin({
  appId,
  pageId,
  userRef,
  buttonSize,
  skin,
  centered,
}: PluginIds & { userRef: string; buttonSize: string; skin: string; centered: boolean }) {
  return (
    <PluginElement
      className="fb-messenger-checkbox"
      attributes={{
        origin: window.location.href.split('#')[0] ?? '',
        page_id: pageId,
        messenger_app_id: appId,
        user_ref: userRef,
        prechecked: 'false',
        allow_login: 'true',
        size: checkboxSize(buttonSize),
        skin: checkboxSkin(skin),
        center_align: String(centered),
      }}
    />
  );
}
