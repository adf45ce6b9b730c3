/**
 * What the Acme Coffee launcher says and which channels it offers, the same in the demo account
 * (seed.ts) and in the demo gallery (demo/client/gallery-widgets.ts): both show the one demo shop.
 * Imports nothing, as the gallery runs in the browser.
 */
export const DEMO_LAUNCHER_POPUP_TEXT = 'Questions about an order? Message us!';

export const DEMO_LAUNCHER_GREETING = {
  greeting_headline: 'Hi! How can we help?',
  greeting_text: 'Pick the app you like; we answer within the hour.',
};

export const DEMO_LAUNCHER_CHANNELS = {
  enable_facebook: true,
  enable_whatsapp: true,
  whatsapp_id: '15550100',
  whatsapp_number: '+15550100',
  enable_sms: true,
  enable_email: true,
  email_to: 'hello@acme-coffee.example',
};
