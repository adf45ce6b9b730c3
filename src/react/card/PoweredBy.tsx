/** The Powered-by logo and link (docs/widgets.md#powered-by), left out when the account's defaultSize flag is set. */
import { css } from '../../../styles/css';
import { POWERED_BY_TEXT, POWERED_BY_URL, POWERED_BY_UTM } from '../../runtime/constants';
import { memoByString } from '../bounded-cache';
import { useSlice } from '../use-store';
import { useClassNames } from '../use-class-names';

/**
 * The branded link (docs/widgets.md#powered-by): the provider's site with utm_medium, utm_source, utm_campaign and the
 * widget kind. Built once per widget kind: every card renders it, and building a URL is not free.
 */
export const poweredByHref: (widgetType: string) => string = memoByString((widgetType) => {
  const url = new URL(POWERED_BY_URL);
  for (const [name, value] of Object.entries(POWERED_BY_UTM)) url.searchParams.set(name, value);
  url.searchParams.set('utm_content', widgetType);
  return url.href;
}, 32);

// In the card's own text colour at full strength: dimmed, the 11 px text would fall under the
// contrast the card's colours give.
const link = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: center;
  margin-top: var(--mc-space-1);
  font-size: 11px;
  line-height: 1;
  opacity: 1;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

// The Messenger mark belongs on Messenger cards only; an SMS card shows a plain message bubble.
const MESSENGER_MARK =
  'M12 2C6.5 2 2 6.1 2 11.2c0 2.9 1.5 5.5 3.8 7.2V22l3.5-1.9c.9.3 1.8.4 2.7.4 5.5 0 10-4.1 10-9.3S17.5 2 12 2zm1 12.5-2.6-2.7-5 2.7 5.5-5.8 2.6 2.7 5-2.7-5.5 5.8z';
const MESSAGE_MARK =
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z';

export function PoweredBy({ widgetType, color, sms = false }: { widgetType: string; color?: string; sms?: boolean }) {
  const cx = useClassNames();
  const hidden = useSlice('app', (app) => app.defaultSize);
  if (hidden) return null;
  return (
    <a
      part="powered-by"
      href={poweredByHref(widgetType)}
      target="_blank"
      rel="noopener"
      className={cx(link)}
      style={color ? { color } : undefined}
    >
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" data-mark={sms ? 'message' : 'messenger'} d={sms ? MESSAGE_MARK : MESSENGER_MARK} />
      </svg>
      <span>{POWERED_BY_TEXT}</span>
    </a>
  );
}
