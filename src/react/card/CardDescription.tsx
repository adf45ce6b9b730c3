/**
 * The card's description: owner HTML, sanitised. In the owner preview it is edited as plain text
 * (its markup shown as the words it holds), since an in-place editor must not carry markup back.
 */
import { css } from '@emotion/react';
import { Editable } from '../preview/Editable';
import { sanitizeHtml } from '../sanitize';
import type { SectionName } from './card-section';

const description = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.45;
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

/** The words of sanitised HTML. DOMParser documents run no scripts and load no images. */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '';
}

export interface CardDescriptionProps {
  html: string;
  color: string;
  widgetId: number;
  section: SectionName;
  preview: boolean;
}

export function CardDescription({ html, color, widgetId, section, preview }: CardDescriptionProps) {
  if (preview) {
    return (
      <div part="description" css={description} style={{ color }}>
        <Editable as="div" widgetId={widgetId} field={`${section}.desc`} value={htmlText(html)} preview />
      </div>
    );
  }
  return <div part="description" css={description} style={{ color }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
