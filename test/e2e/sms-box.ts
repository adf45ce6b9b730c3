/** An inline SMS card that shows at once, as the SMS end-to-end and accessibility pages use it. */
export const smsBox = (id: number) => ({
  widget_id: id,
  widget_type: 'box',
  channel: 'sms',
  sms_keyword: 'JOIN',
  name: 'Roast alerts',
  widget_sign: '',
  data: {
    main: { title: 'Roast alerts by text', whenDisplay: ['immediately', 0], showAgain: ['always', 0], smsButtonText: 'Text me' },
    submitted: { title: 'You are on the list' },
  },
});
