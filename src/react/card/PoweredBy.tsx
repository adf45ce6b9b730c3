/** The Powered-by logo and link (spec 1 §1), left out when the account's defaultSize flag is set. */
import { css } from '@emotion/react';
import { POWERED_BY_TEXT } from '../../runtime/constants';
import { useSlice } from '../use-store';
import { poweredByHref } from './powered-by-link';

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

export function PoweredBy({ widgetType, color }: { widgetType: string; color?: string }) {
  const hidden = useSlice('app', (app) => app.defaultSize);
  if (hidden) return null;
  return (
    <a part="powered-by" href={poweredByHref(widgetType)} target="_blank" rel="noopener" css={link} style={color ? { color } : undefined}>
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2C6.5 2 2 6.1 2 11.2c0 2.9 1.5 5.5 3.8 7.2V22l3.5-1.9c.9.3 1.8.4 2.7.4 5.5 0 10-4.1 10-9.3S17.5 2 12 2zm1 12.5-2.6-2.7-5 2.7 5.5-5.8 2.6 2.7 5-2.7-5.5 5.8z" />
      </svg>
      <span>{POWERED_BY_TEXT}</span>
    </a>
  );
}
