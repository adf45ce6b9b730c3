/** The widgets the demo gallery shows: one of each card kind, plus an SMS card. */
export const GALLERY_STATES = ['open', 'submitted'] as const;
export type GalleryState = (typeof GALLERY_STATES)[number];

/** An EU account: the messenger plugins are skipped and every card shows its finished fallback button. */
export const GALLERY_APP = { pageId: '1234567', fb_page_id: 'acmecoffee', appId: '9876', widget_phone: '+15550100', is_eu_affected: true, sms_channel_connected: true };

const submitted = {
  title: 'You are in!',
  desc: 'Check Messenger for your first roast alert.',
  ctaText: 'Open Messenger',
};

function card(widget_id: number, widget_type: string, main: Record<string, unknown>, channel = 'fb') {
  return {
    widget_id,
    widget_type,
    channel,
    sms_keyword: 'ROAST',
    name: `Gallery ${widget_type}`,
    data: {
      main: {
        title: 'Fresh roasts, first',
        desc: '<p>Get a message the day a <b>small lot</b> is roasted.</p>',
        showDescription: true,
        optInButtonText: 'Send me roast alerts',
        whenDisplay: ['immediately', 0],
        ...main,
      },
      submitted,
    },
  };
}

export function galleryWidgets() {
  return [
    card(901, 'bar', { showDescription: false, barPlacement: 'top' }),
    card(902, 'modal', {}),
    card(903, 'slide_in', { slideInPlacement: 'rb' }),
    card(904, 'page_takeover', { pageTemplate: 'simple' }),
    card(905, 'box', {}),
    card(906, 'button', { buttonSize: 'large' }),
    card(907, 'landing', {}),
    card(908, 'box', { title: 'Roast alerts by text', smsButtonText: 'Text me' }, 'sms'),
  ];
}
