/**
 * What a new widget starts with, so the preview shows a finished card from the first second: texts
 * an owner replaces, and the kind's defaults for everything else (the pages' own, src/runtime/config).
 */
import type { KindChoice } from './kinds';

export function starterWidget(kind: KindChoice, channel: string, name: string) {
  const sms = channel === 'sms';
  const main: Record<string, unknown> = {
    title: sms ? 'Get our offers by text' : 'Stay in the loop',
    desc: sms ? '<p>Text alerts for new arrivals and sales. Reply STOP to end.</p>' : '<p>Get our news and offers in <b>Messenger</b>.</p>',
    showDescription: true,
  };
  if (kind.widget_type === 'omnichat') {
    return {
      widget_type: kind.widget_type,
      channel,
      name,
      data: {
        main: { popupMessageEnabled: true, popupMessageText: 'Questions? Message us!' },
        appearance: { greeting_headline: 'Hi! How can we help?', greeting_text: 'Pick the app you like.' },
        channels: { enable_facebook: true, enable_sms: false, enable_whatsapp: false, enable_email: false },
      },
    };
  }
  if (kind.widget_type === 'customer_chat' || kind.widget_type === 'checkbox')
    return { widget_type: kind.widget_type, channel, name, data: {} };
  return {
    widget_type: kind.widget_type,
    channel,
    name,
    sms_keyword: sms ? 'JOIN' : '',
    data: {
      main,
      submitted: {
        title: 'You are in!',
        desc: sms ? '<p>Your first text is on its way.</p>' : '<p>Check Messenger for our first message.</p>',
        showDescription: true,
      },
    },
  };
}
