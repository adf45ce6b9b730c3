/**
 * A customer chat's settings (docs/elements.md#mc-customer-chat, docs/widgets.md#setup): how its greeting dialog shows, whether it starts
 * minimized, its greetings, theme colour and side, with the greetings the page set (docs/page-api.md#the-customer-chat)
 * over the widget's own. Pure, so every combination is tested as a table.
 *
 * - greetingDialogDisplay: `show` opens the dialog at once; `fade` opens it after dialogDelay
 *   seconds (default 15); `hide` and `icon` show only the bubble, which opens it.
 * - minimized overrides that start: `opened` opens the dialog at once, `minimized` keeps it
 *   closed, `hidden` hides the whole chat until the page calls `open()`; `default` follows the display mode.
 */
import {
  CUSTOMER_CHAT_DIALOG_DELAY_S,
  CUSTOMER_CHAT_DISPLAY_MODES,
  CUSTOMER_CHAT_MINIMIZED_VALUES,
  DEFAULT_CUSTOMER_CHAT_GREETING,
} from '../../../runtime/constants';
import { BRAND_COLOR } from '../../../../styles/palette';
import type { ViewData } from '../../../runtime/config';
import type { CustomerChatState } from '../../../runtime/store';
import { htmlToText } from '../../sanitize';
import { hasMarkup } from '../../../runtime/config/markup';

/**
 * Greetings are plain text (the platform's plugin takes no markup). An owner who typed HTML gets
 * its words: the markup is sanitised into nodes that are never inserted (no scripts run, nothing
 * loads) and only the text is kept, which React then inserts as text. Not DOMParser directly: a
 * page that requires Trusted Types makes it throw.
 */
function plainText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  if (!hasMarkup(value)) return value.trim();
  return htmlToText(value).replace(/\s+/g, ' ').trim();
}

type DisplayMode = (typeof CUSTOMER_CHAT_DISPLAY_MODES)[number];
type MinimizedSetting = (typeof CUSTOMER_CHAT_MINIMIZED_VALUES)[number];
export type ChatAlign = 'left' | 'right';

export interface ChatSettings {
  display: DisplayMode;
  /** Seconds before a `fade` dialog opens. */
  dialogDelay: number;
  minimized: MinimizedSetting;
  /** Plain text (markup removed); '' when neither the widget nor the page set one. */
  loggedInGreeting: string;
  loggedOutGreeting: string;
  theme: string;
  align: ChatAlign;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** A colour CSS accepts, so a broken setting gives the brand colour rather than no bubble at all. */
function isCssColor(value: string): boolean {
  return value.trim() !== '' && typeof CSS !== 'undefined' && CSS.supports('color', value);
}

export function readChatSettings(
  setup: ViewData['setup'],
  page: Pick<CustomerChatState, 'loggedInGreeting' | 'loggedOutGreeting'>,
): ChatSettings {
  const delay = Number(setup.dialogDelay);
  return {
    display: oneOf(CUSTOMER_CHAT_DISPLAY_MODES, setup.greetingDialogDisplay, 'show'),
    dialogDelay: Number.isFinite(delay) && delay >= 0 ? delay : CUSTOMER_CHAT_DIALOG_DELAY_S,
    minimized: oneOf(CUSTOMER_CHAT_MINIMIZED_VALUES, setup.minimized, 'default'),
    loggedInGreeting: plainText(page.loggedInGreeting ?? setup.loggedInGreeting),
    loggedOutGreeting: plainText(page.loggedOutGreeting ?? setup.loggedOutGreeting),
    theme: isCssColor(setup.colors.theme) ? setup.colors.theme.trim() : BRAND_COLOR,
    align: setup.pluginAlign === 'left' ? 'left' : 'right',
  };
}

/** `minimized: "hidden"`: nothing shows until the page calls `open()`. */
export function startsHidden(settings: Pick<ChatSettings, 'minimized'>): boolean {
  return settings.minimized === 'hidden';
}

/** Whether the dialog is open before the visitor or the page says otherwise; `delayPassed` once dialogDelay has run out. */
export function initialDialog(settings: Pick<ChatSettings, 'display' | 'minimized'>, delayPassed: boolean): boolean {
  if (settings.minimized === 'opened') return true;
  if (settings.minimized !== 'default') return false;
  if (settings.display === 'show') return true;
  if (settings.display === 'fade') return delayPassed;
  return false;
}

/** Whether a `fade` delay has to run at all. */
export function waitsForDelay(settings: Pick<ChatSettings, 'display' | 'minimized'>): boolean {
  return settings.minimized === 'default' && settings.display === 'fade';
}

/** What our launcher's dialog says: the logged-out greeting (we cannot know whether the visitor is logged in), else the logged-in one, else the platform's default. */
export function launcherGreeting(settings: Pick<ChatSettings, 'loggedInGreeting' | 'loggedOutGreeting'>): string {
  return settings.loggedOutGreeting || settings.loggedInGreeting || DEFAULT_CUSTOMER_CHAT_GREETING;
}

/** The platform plugin's `minimized`: it starts as the bubble alone, or with its dialog. */
function pluginMinimized(settings: Pick<ChatSettings, 'display' | 'minimized'>): 'true' | 'false' {
  if (settings.minimized === 'default') return settings.display === 'hide' || settings.display === 'icon' ? 'true' : 'false';
  return settings.minimized === 'opened' ? 'false' : 'true';
}

/** The attributes of `div.fb-customerchat` (the platform's names); empty greetings are left to the platform's default. */
export function customerChatAttributes(settings: ChatSettings, pageId: string, ref: string): Record<string, string> {
  const attributes: Record<string, string> = {
    page_id: pageId,
    theme_color: settings.theme,
    greeting_dialog_display: settings.display,
    greeting_dialog_delay: String(settings.dialogDelay),
    minimized: pluginMinimized(settings),
  };
  if (ref) attributes['ref'] = ref;
  if (settings.loggedInGreeting) attributes['logged_in_greeting'] = settings.loggedInGreeting;
  if (settings.loggedOutGreeting) attributes['logged_out_greeting'] = settings.loggedOutGreeting;
  return attributes;
}
