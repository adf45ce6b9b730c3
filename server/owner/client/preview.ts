/**
 * The owner preview page's script: saves each in-place edit a widget reports with
 * `mc:preview-edit` (bubbling and composed from its shadow root), a moment after the last
 * keystroke, and says whether it was saved.
 */
import { adminRequest } from './admin-api';
import { previewPatch, readPreviewEdit } from './preview-patch';
import { showPreview } from './preview-stage';

const SAVE_DELAY_MS = 400;
const status = document.getElementById('save-status');
const pending = new Map<string, ReturnType<typeof setTimeout>>();

function say(text: string, kind: 'ok' | 'error' | 'busy'): void {
  if (!status) return;
  status.textContent = text;
  status.dataset['kind'] = kind;
}

async function save(widgetId: number, field: string, value: string): Promise<void> {
  const patch = previewPatch(field, value);
  if (!patch) {
    say(`"${field}" cannot be edited here.`, 'error');
    return;
  }
  say(`Saving ${field}…`, 'busy');
  try {
    await adminRequest('PATCH', `/admin/api/widgets/${widgetId}`, patch);
    say(`Saved ${field}.`, 'ok');
  } catch (error) {
    say(`Not saved: ${error instanceof Error ? error.message : String(error)}`, 'error');
  }
}

document.addEventListener('mc:preview-edit', (event) => {
  const edit = readPreviewEdit((event as CustomEvent<unknown>).detail);
  if (typeof edit === 'string') {
    say(`Not saved: ${edit}.`, 'error');
    return;
  }
  const key = `${edit.widgetId}:${edit.field}`;
  clearTimeout(pending.get(key));
  pending.set(
    key,
    setTimeout(() => {
      pending.delete(key);
      void save(edit.widgetId, edit.field, edit.value);
    }, SAVE_DELAY_MS),
  );
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
showPreview({ heading: byId('preview-heading'), list: byId('preview-widgets'), stage: byId('preview-stage') }).catch((error: unknown) => {
  say(`Could not load: ${error instanceof Error ? error.message : String(error)}`, 'error');
});

/**
 * The ref a messenger opt-in from the previewed widget carries: information for the owner, shown
 * under the stage rather than inside the card, which shows only what visitors see.
 */
const refNote = document.getElementById('preview-ref');
const REF_ATTRIBUTE = 'data-preview-ref';

function showRef(): void {
  if (!refNote) return;
  const ref = document.querySelector(`.stage [${REF_ATTRIBUTE}]`)?.getAttribute(REF_ATTRIBUTE);
  refNote.hidden = !ref;
  if (!ref) return;
  const code = document.createElement('code');
  code.textContent = ref;
  refNote.replaceChildren('For you: an opt-in from this widget reaches your inbox with the ref ', code, '.');
}

new MutationObserver(showRef).observe(document.querySelector('.stage') ?? document.body, { subtree: true, attributes: true, attributeFilter: [REF_ATTRIBUTE] });
showRef();
