/**
 * The owner preview (spec 1 §1): rendered at once, nothing loaded or sent. It shows the Messenger
 * button with its text editable in place and, under it, the messenger link with its ref parameter.
 */
import { css } from '@emotion/react';
import type { ResolvedWidget } from '../../runtime/config';
import { safeUrl } from '../../runtime/url-safety';
import { FallbackButton } from './FallbackButton';
import { optInColumn } from './opt-in-styles';
import { useMessengerLink } from './use-messenger-link';
import { useReportRendered } from './use-report-rendered';

const previewLink = css`
  max-width: 100%;
  font-size: 12px;
  line-height: 1.4;
  color: inherit;
  opacity: 0.85;
  word-break: break-all;
`;

export function MessengerPreview({ widget, instanceId }: { widget: ResolvedWidget; instanceId: string }) {
  useReportRendered(instanceId, 'normal');
  const link = safeUrl(useMessengerLink(widget, instanceId));
  return (
    <div part="opt-in" css={optInColumn}>
      <FallbackButton widget={widget} instanceId={instanceId} preview />
      {link && (
        <a part="preview-link" css={previewLink} href={link} target="_blank" rel="noopener">
          {link}
        </a>
      )}
    </div>
  );
}
