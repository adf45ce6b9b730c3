/** The card's headline: plain text (never HTML), editable in place in the owner preview. */
import { css } from '../../../styles/css';
import { Editable } from '../preview/Editable';
import type { SectionName } from './card-section';
import { useClassNames } from '../use-class-names';

const title = css`
  margin: 0;
  font-size: var(--mc-text-xl);
  font-weight: var(--mc-weight-strong);
  line-height: var(--mc-leading-tight);
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

interface CardTitleProps {
  id: string;
  text: string;
  color: string;
  widgetId: number;
  section: SectionName;
  preview: boolean;
}

export function CardTitle({ id, text, color, widgetId, section, preview }: CardTitleProps) {
  const cx = useClassNames();
  if (!text && !preview) return null;
  return (
    <h2 part="title" id={id} className={cx(title)} style={{ color }}>
      <Editable widgetId={widgetId} field={`${section}.title`} value={text} preview={preview} />
    </h2>
  );
}
