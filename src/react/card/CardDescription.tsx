/**
 * The card's description: owner HTML, sanitised. In the owner preview it is edited as plain text
 * (its markup shown as the words it holds), since an in-place editor must not carry markup back.
 */
import { css } from '../../../styles/css';
import { memo } from '../react-once';
import { Editable } from '../preview/Editable';
import { htmlToText, useOwnerHtml } from '../sanitize';
import type { SectionName } from './card-section';
import { useClassNames } from '../use-class-names';

const description = css`
  margin: 0;
  font-size: var(--mc-text-md);
  line-height: var(--mc-leading);
  overflow-wrap: anywhere;
  & p {
    margin: 0 0 8px;
  }
  & p:last-child {
    margin-bottom: 0;
  }
  & a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** The words of sanitised HTML. */
function htmlText(html: string): string {
  return htmlToText(html);
}

interface CardDescriptionProps {
  html: string;
  color: string;
  widgetId: number;
  section: SectionName;
  preview: boolean;
}

/** Drawn again only when its text or colour changes, not each time the card around it does (its open, for one). */
export const CardDescription = memo(function CardDescription({ html, color, widgetId, section, preview }: CardDescriptionProps) {
  const cx = useClassNames();
  // Called before the branch so both keep the same hooks; the preview leaves the ref unused.
  const ownerHtml = useOwnerHtml(html);
  if (preview) {
    return (
      <div part="description" className={cx(description)} style={{ color }}>
        <Editable as="div" widgetId={widgetId} field={`${section}.desc`} value={htmlText(html)} preview />
      </div>
    );
  }
  // Nodes, not an HTML string: a page that requires Trusted Types refuses strings (see sanitize.ts).
  return <div part="description" className={cx(description)} style={{ color }} ref={ownerHtml} />;
});
