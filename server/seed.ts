/**
 * The demo account, written into an empty database on first start (unless DEMO=0), so the demo
 * site has something to show: one widget of every kind in the load answer's shape, with field
 * names from src/runtime/config/defaults.ts. The demo pages (demo/site/) place them by these ids.
 */
import { DEMO_LAUNCHER_CHANNELS, DEMO_LAUNCHER_GREETING, DEMO_LAUNCHER_POPUP_TEXT } from './demo/launcher-content';
import { PRODUCTS } from './demo/shop/catalog';
import type { AbandonedCartInput, Storage, WidgetInput } from './storage/storage';

export const DEMO_ACCOUNT_ID = '1234567';
export const DEMO_SHOP_DOMAIN = 'acme-coffee.myshopify.com';
export const DEMO_ABANDONED_CART_TOKEN = 'demo-abandoned-cart';

export const DEMO_WIDGET_IDS = {
  bar: 101,
  scrollSlideIn: 102,
  exitIntentModal: 103,
  box: 104,
  button: 105,
  landing: 106,
  launcher: 107,
  smsCard: 108,
  checkbox: 109,
  addToCartModal: 110,
  spaSlideIn: 111,
} as const;

const DEMO_APP: Record<string, unknown> = {
  pageId: DEMO_ACCOUNT_ID,
  fb_page_id: DEMO_ACCOUNT_ID,
  appId: '9876',
  widget_phone: '+15550100',
  page_name: 'Acme Coffee',
  host: '',
  whitelist: [],
  sms_channel_connected: true,
  defaultSize: false,
  fbSDKVersion: 'v3.1',
  fbSDKDebug: false,
  locale: 'en_US',
  is_eu_affected: false,
};

/** Shown again soon after a close, so a visitor trying the demo twice sees it twice. */
const DEMO_REPEAT = { showAgain: ['always', 0], showAgainIfClosed: ['seconds', 60] };

function widget(
  widgetId: number,
  widgetType: string,
  name: string,
  data: Record<string, unknown>,
  extra: Partial<WidgetInput> = {},
): WidgetInput {
  return { widgetId, accountId: DEMO_ACCOUNT_ID, widgetType, channel: 'fb', name, smsKeyword: '', widgetSign: '', data, ...extra };
}

export function demoWidgets(): WidgetInput[] {
  const ids = DEMO_WIDGET_IDS;
  return [
    widget(ids.bar, 'bar', 'Article: top bar', {
      main: {
        title: 'A new roast every Friday. Get a note in Messenger.',
        optInButtonText: 'Notify me',
        barPlacement: 'top',
        allowHide: true,
        pushPage: true,
        whenDisplay: ['immediately', 0],
        ...DEMO_REPEAT,
      },
      submitted: { title: 'Done! See you on Friday.' },
      setup: { urlWhitelist: ['/article'] },
    }),
    widget(ids.scrollSlideIn, 'slide_in', 'Article: slide-in at half the page', {
      main: {
        title: 'Enjoying the guide?',
        desc: 'Get the next brewing guide in Messenger.',
        showDescription: true,
        optInButtonText: 'Send me the next one',
        slideInPlacement: 'rb',
        whenDisplay: ['scroll', 50],
        ...DEMO_REPEAT,
      },
      submitted: { title: 'It is on its way.' },
      setup: { urlWhitelist: ['/article'] },
    }),
    widget(ids.exitIntentModal, 'modal', 'Article: exit-intent offer', {
      main: {
        title: 'Before you go: 10% off your first bag',
        desc: 'Opt in and we will send the code in Messenger.',
        showDescription: true,
        optInButtonText: 'Send me the code',
        whenDisplay: ['exit_intent', 0],
        ...DEMO_REPEAT,
      },
      submitted: { title: 'Check Messenger for your code.' },
      setup: { urlWhitelist: ['/article'] },
    }),
    widget(ids.box, 'box', 'Inline box: newsletter', {
      main: {
        title: 'Fresh roasts, straight to your Messenger',
        desc: 'One message a week with the <b>new beans</b>. No spam.',
        showDescription: true,
        optInButtonText: 'Send me the roasts',
      },
      submitted: { title: "You're in! Check Messenger." },
    }),
    widget(ids.button, 'button', 'Inline button: brewing tips', {
      main: { title: 'Get brewing tips', optInButtonText: 'Send me tips', buttonSize: 'large' },
      submitted: { title: 'Success!' },
    }),
    widget(ids.landing, 'landing', 'Landing: coffee club', {
      main: {
        title: 'The Acme Coffee Club',
        desc: 'A bag of something new every month, and first pick of the small lots.',
        showDescription: true,
        optInButtonText: 'Join the club',
        whenDisplay: ['immediately', 0],
        showAgain: ['always', 0],
        showAgainIfClosed: ['always', 0],
      },
      submitted: { title: 'Welcome to the club!' },
    }),
    widget(
      ids.launcher,
      'omnichat',
      'Launcher: four channels',
      {
        main: {
          popupMessageEnabled: true,
          popupMessageText: DEMO_LAUNCHER_POPUP_TEXT,
          popupMessageWhenDisplay: ['delay', 3],
        },
        appearance: DEMO_LAUNCHER_GREETING,
        // The demo site's launcher also starts the WhatsApp message for the visitor.
        channels: { ...DEMO_LAUNCHER_CHANNELS, whatsapp_prefill: 'Hi Acme! I have a question about my order.' },
        setup: { urlWhitelist: ['/launcher'] },
      },
      { channel: 'omni', smsKeyword: 'JOIN' },
    ),
    widget(
      ids.smsCard,
      'box',
      'SMS card: roast alerts by text',
      {
        main: {
          title: 'Get a text when the new roast drops',
          desc: 'One text a week. Reply STOP to cancel.',
          showDescription: true,
          smsButtonText: 'Text me',
        },
        submitted: { title: "You're subscribed! Check your phone." },
        actions: { opt_in_text: 'JOIN' },
      },
      { channel: 'sms', smsKeyword: 'JOIN' },
    ),
    widget(ids.checkbox, 'checkbox', 'Checkbox: order updates', { main: { skin: 'light', checkboxPosition: 'bottom', centered: false } }),
    widget(
      ids.addToCartModal,
      'modal',
      'Storefront: add-to-cart offer',
      {
        main: {
          title: 'Want 10% off this order?',
          desc: 'Subscribe by text and we will send the code before you check out.',
          showDescription: true,
          smsButtonText: 'Send my code',
          whenDisplay: ['add_to_cart', 0],
          showAgain: ['always', 0],
          showAgainIfClosed: ['always', 0],
        },
        submitted: { title: 'Your code is on its way.' },
        setup: { urlWhitelist: ['/products/**'] },
      },
      { channel: 'sms', smsKeyword: 'JOIN' },
    ),
    widget(ids.spaSlideIn, 'slide_in', 'Single-page app: menu route', {
      main: {
        title: 'Our seasonal menu, in your Messenger',
        optInButtonText: 'Send me the menu',
        slideInPlacement: 'lb',
        whenDisplay: ['delay', 2],
        ...DEMO_REPEAT,
      },
      submitted: { title: 'The menu is on its way.' },
      setup: { urlWhitelist: ['/spa/menu'] },
    }),
  ];
}

export function demoAbandonedCart(): AbandonedCartInput {
  const [first, second] = PRODUCTS;
  return {
    token: DEMO_ABANDONED_CART_TOKEN,
    accountId: DEMO_ACCOUNT_ID,
    shop: DEMO_SHOP_DOMAIN,
    lineItems: [
      { id: first!.variants[0]!.id, quantity: 2 },
      { id: second!.variants[0]!.id, quantity: 1 },
    ],
    redirectTarget: null,
  };
}

/** Seeds only a database without any account, so an owner's data is never touched. */
export async function seedDemo(storage: Storage): Promise<boolean> {
  if ((await storage.listAccounts()).length > 0) return false;
  await storage.setAccount(DEMO_ACCOUNT_ID, DEMO_APP, DEMO_SHOP_DOMAIN);
  for (const input of demoWidgets()) await storage.upsertWidget(input);
  await storage.addAbandonedCart(demoAbandonedCart());
  return true;
}
