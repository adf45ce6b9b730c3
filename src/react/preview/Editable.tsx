/**
 * A text the owner can edit in place in the preview (docs/elements.md#the-owner-preview). Outside the preview it is plain
 * text. Each edit leaves the element as a bubbling, composed `mc:preview-edit` event with
 * `{ widgetId, field, value }`, `field` being the path inside the widget's data (`main.title`,
 * `submitted.ctaText`, `main.smsButtonText`...), so the host page can save it.
 */
import type { ElementType, FormEvent, KeyboardEvent, MouseEvent } from 'react';

const PREVIEW_EDIT_EVENT = 'mc:preview-edit';

interface EditableProps {
  widgetId: number;
  field: string;
  value: string;
  preview: boolean;
  as?: ElementType;
  part?: string;
  className?: string;
}

function emitPreviewEdit(from: Element, widgetId: number, field: string, value: string): void {
  from.dispatchEvent(new CustomEvent(PREVIEW_EDIT_EVENT, { bubbles: true, composed: true, detail: { widgetId, field, value } }));
}

export function Editable({ widgetId, field, value, preview, as: Tag = 'span', part, className }: EditableProps) {
  if (!preview) {
    return (
      <Tag part={part} className={className}>
        {value}
      </Tag>
    );
  }
  const onInput = (event: FormEvent<HTMLElement>) =>
    emitPreviewEdit(event.currentTarget, widgetId, field, event.currentTarget.textContent ?? '');
  // Enter would add a line break the field cannot hold, and inside a button it would also click it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <Tag
      part={part}
      className={className}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      data-field={field}
      aria-label={`Edit ${field}`}
      onInput={onInput}
      onKeyDown={onKeyDown}
      // A click on an editable text inside a button must not run the button.
      onClick={(event: MouseEvent<HTMLElement>) => {
        event.stopPropagation();
        event.preventDefault();
      }}
    >
      {value}
    </Tag>
  );
}
