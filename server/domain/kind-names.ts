/**
 * What the owner app calls each kind (its kind choices are named so too), not the wire's
 * ids (`slide_in`, `omnichat`). A kind on the SMS channel says so; a box on it is the SMS card.
 */
const KIND_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    bar: 'Bar',
    slide_in: 'Slide-in',
    modal: 'Modal',
    page_takeover: 'Page takeover',
    button: 'Button',
    box: 'Box',
    landing: 'Landing',
    customer_chat: 'Customer chat',
    checkbox: 'Checkbox',
    omnichat: 'Launcher',
    messenger_ref_url: 'Messenger link',
    ads_json: 'Ads JSON',
    feed_comment: 'Comment reply',
    messenger_code: 'Messenger code',
    deleted: 'Deleted',
  }),
);

export function kindName(widgetType: string, channel = 'none'): string {
  if (channel === 'sms' && widgetType === 'box') return 'SMS card';
  const name = KIND_NAMES.get(widgetType) ?? widgetType;
  return channel === 'sms' ? `${name} (SMS)` : name;
}
