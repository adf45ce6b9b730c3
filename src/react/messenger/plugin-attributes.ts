/**
 * The widget's looks in the plugins' own words (the social platform's plugin attributes): the
 * card's button sizes (s, m, l or standard, large, xlarge) and colours map onto what each plugin takes.
 */

const SEND_TO_MESSENGER_SIZES: Readonly<Record<string, string>> = {
  s: 'standard',
  m: 'large',
  l: 'xlarge',
  standard: 'standard',
  large: 'large',
  xlarge: 'xlarge',
};

const CHECKBOX_SIZES: Readonly<Record<string, string>> = {
  s: 'small',
  m: 'medium',
  l: 'large',
  standard: 'standard',
  large: 'large',
  xlarge: 'xlarge',
};

export function sendToMessengerSize(buttonSize: string): string {
  return SEND_TO_MESSENGER_SIZES[buttonSize] ?? 'standard';
}

export function checkboxSize(buttonSize: string): string {
  return CHECKBOX_SIZES[buttonSize] ?? 'standard';
}

/** The send-to-messenger button comes in blue or white only. */
export function sendToMessengerColor(buttonBackground: string): 'blue' | 'white' {
  return buttonBackground === 'white' ? 'white' : 'blue';
}

export function checkboxSkin(skin: string): 'light' | 'dark' {
  return skin === 'dark' ? 'dark' : 'light';
}
