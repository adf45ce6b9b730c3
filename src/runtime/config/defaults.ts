/**
 * Per-kind defaults that widget data is read over (docs/widgets.md). Data only:
 * which shapes a field accepts is the schema's to say (schema.ts), whatever type its default has.
 */
import { BRAND_COLOR } from '../../../styles/palette';
import {
  BOX_DEFAULT_WIDTH_PX,
  CUSTOMER_CHAT_DIALOG_DELAY_S,
  DEFAULT_FIRST_SEEN,
  DEFAULT_GREETING_HEADLINE,
  DEFAULT_GREETING_TEXT,
  DEFAULT_MODAL_OPT_IN_TEXT,
  DEFAULT_OPT_IN_BUTTON_TEXT,
  DEFAULT_OVERLAY_OPACITY,
  DEFAULT_POPOVER_TEXT,
  DEFAULT_SHOW_AGAIN,
  DEFAULT_SHOW_AGAIN_IF_CLOSED,
  DEFAULT_SMS_BUTTON_TEXT,
  DEFAULT_SUBMITTED_CTA_TEXT,
  DEFAULT_TEXT_COLOR,
  DEFAULT_WHATSAPP_CODE,
  DEFAULT_WHEN_DISPLAY,
  MESSENGER_CODE_SIZE,
  SUBMITTED_COLOR,
  type WidgetType,
} from '../constants';
import { isKind, TRIGGERED } from '../kinds';
import type { ShowAgain, WhenDisplay } from '../types';

const ALWAYS: ShowAgain = ['always', 0];
const IMMEDIATELY: WhenDisplay = ['immediately', 0];

function cardColors(background: string) {
  return {
    background,
    backgroundCheckbox: DEFAULT_TEXT_COLOR,
    headline: DEFAULT_TEXT_COLOR,
    description: DEFAULT_TEXT_COLOR,
    buttonBackground: BRAND_COLOR,
    buttonText: DEFAULT_TEXT_COLOR,
    smsHeadline: DEFAULT_TEXT_COLOR,
    smsDescription: DEFAULT_TEXT_COLOR,
    smsLegalText: DEFAULT_TEXT_COLOR,
    ctaBackground: DEFAULT_TEXT_COLOR,
    ctaText: BRAND_COLOR,
  };
}

function mediaFields() {
  return {
    mediaType: 'image',
    videoLink: '',
    videoPlacement: 'ah',
    imagePlacement: 'ah',
    image: { img_big: '', gif: '' },
  };
}

interface Showing {
  whenDisplay: WhenDisplay;
  showAgain: ShowAgain;
  showAgainIfClosed: ShowAgain;
}

function showingFields(showing: Showing): Showing {
  return {
    whenDisplay: [...showing.whenDisplay] as unknown as WhenDisplay,
    showAgain: [...showing.showAgain] as unknown as ShowAgain,
    showAgainIfClosed: [...showing.showAgainIfClosed] as unknown as ShowAgain,
  };
}

function baseMain(showing: Showing) {
  return {
    title: '',
    desc: '',
    showDescription: false,
    buttonType: 'button',
    // The launcher's bubble (docs/widgets.md); unset, it takes `appearance.colors.chatBubble`.
    colors: { ...cardColors(BRAND_COLOR), chatBubble: '' },
    optInButtonText: DEFAULT_OPT_IN_BUTTON_TEXT,
    smsButtonText: DEFAULT_SMS_BUTTON_TEXT,
    buttonBackground: 'blue',
    buttonSize: 'standard',
    skin: 'light',
    checkboxPosition: 'bottom',
    centered: false,
    ctaText: DEFAULT_SUBMITTED_CTA_TEXT,
    pageTemplate: 'simple',
    ...mediaFields(),
    overlay: { enabled: false, overlayColor: '#000000' },
    backgroundImage: { img_big: '' },
    ...showingFields(showing),
    opacity: DEFAULT_OVERLAY_OPACITY,
    width: ['px', BOX_DEFAULT_WIDTH_PX],
    fitContainer: false,
    allowHide: true,
    barPlacement: 'top',
    pushPage: false,
    stickWithScroll: true,
    slideInPlacement: 'rb',
    popupMessageEnabled: true,
    popupMessageText: DEFAULT_POPOVER_TEXT,
    popupMessageWhenDisplay: [...IMMEDIATELY] as unknown as WhenDisplay,
    /** The launcher's icons animate unless this is set. */
    disableAnimation: false,
  };
}

function baseData(type: WidgetType, showing: Showing) {
  return {
    main: baseMain(showing),
    submitted: {
      title: '',
      desc: '',
      showDescription: false,
      action: 'message',
      redirect: false,
      redirectUrl: '',
      redirectTarget: 'new',
      ctaText: DEFAULT_SUBMITTED_CTA_TEXT,
      colors: cardColors(SUBMITTED_COLOR),
      ...mediaFields(),
    },
    actions: {
      sequence: null,
      opt_in_text: type === 'modal' ? DEFAULT_MODAL_OPT_IN_TEXT : '',
      opt_in_keywords: [] as string[],
    },
    setup: {
      ...showingFields(showing),
      popupMessageWhenDisplay: [...IMMEDIATELY] as unknown as WhenDisplay,
      urlWhitelist: [] as string[],
      urlBlacklist: [] as string[],
      hideOnMobile: 'everywhere',
      ref_payload_field_id: null,
      pixelId: null,
      desktopFirstSeen: [...DEFAULT_FIRST_SEEN],
      mobileFirstSeen: [...DEFAULT_FIRST_SEEN],
      minimized: 'default',
      dialogDelay: CUSTOMER_CHAT_DIALOG_DELAY_S,
      greetingDialogDisplay: 'show',
      loggedInGreeting: '',
      loggedOutGreeting: '',
      colors: { theme: BRAND_COLOR },
      buttonSize: 'standard',
      skin: 'light',
      pluginAlign: 'right',
    },
    appearance: {
      greeting_headline: DEFAULT_GREETING_HEADLINE,
      greeting_text: DEFAULT_GREETING_TEXT,
      colors: {
        background: BRAND_COLOR,
        greetingHeadline: DEFAULT_TEXT_COLOR,
        greetingText: DEFAULT_TEXT_COLOR,
        legalText: DEFAULT_TEXT_COLOR,
        chatBubble: BRAND_COLOR,
      },
    },
    channels: {
      enable_facebook: false,
      enable_whatsapp: false,
      enable_sms: false,
      enable_email: false,
      email_to: '',
      whatsapp_code: DEFAULT_WHATSAPP_CODE,
      whatsapp_number: '',
      whatsapp_id: '',
      whatsapp_prefill: '',
    },
    feed_comment_settings: {
      post_covered_area: 'specific_post',
      track_root_comment_only: true,
      reply_delay: ['immediately', 1],
      include_keywords: [] as string[],
      exclude_keywords: [] as string[],
    },
    feed_comment_welcome: {},
    messenger_code_settings: {
      size: MESSENGER_CODE_SIZE,
      removeLogoBackground: false,
      colors: { bgColor: DEFAULT_TEXT_COLOR, fgColor: BRAND_COLOR },
    },
  };
}

export type WidgetData = ReturnType<typeof baseData>;

/** The defaults one kind's data is merged over. A fresh object on every call. */
export function defaultsFor(type: WidgetType): WidgetData {
  const showing = isKind(type, TRIGGERED)
    ? { whenDisplay: DEFAULT_WHEN_DISPLAY, showAgain: DEFAULT_SHOW_AGAIN, showAgainIfClosed: DEFAULT_SHOW_AGAIN_IF_CLOSED }
    : { whenDisplay: IMMEDIATELY, showAgain: ALWAYS, showAgainIfClosed: ALWAYS };
  return baseData(type, showing);
}
