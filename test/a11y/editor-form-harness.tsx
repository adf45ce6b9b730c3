/**
 * A page holding the owner app's widget form alone, for the editor form's browser tests: the draft
 * of `window.__draftStart` (else a new modal), kept as the editor keeps it, and readable by the test
 * as `window.__draft` after every change, and replaced from outside by `window.__setDraft`;
 * `window.__serverError` is passed as the server's refusal.
 */
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetFields } from '../../server/owner/app/api';
import { WidgetForm } from '../../server/owner/app/editor/WidgetForm';

interface HarnessWindow {
  __draftStart?: WidgetFields;
  __draft?: WidgetFields;
  __app?: Record<string, unknown>;
  __serverError?: { path: string; message: string } | null;
  /** Replaces the draft from outside the form, as the preview's in-place editing does. */
  __setDraft?: (draft: WidgetFields) => void;
}
const harness = window as unknown as HarnessWindow;

function Harness() {
  const [draft, setDraft] = useState<WidgetFields>(
    () => harness.__draftStart ?? { widget_type: 'modal', channel: 'fb', name: 'Spring sale', sms_keyword: '', widget_sign: '', data: {} },
  );
  useLayoutEffect(() => {
    harness.__draft = draft;
    harness.__setDraft = setDraft;
  }, [draft]);
  return (
    <main className="editor-form" style={{ maxWidth: 460 }}>
      <h1>Edit widget</h1>
      <WidgetForm
        widget={draft}
        onChange={setDraft}
        app={harness.__app ?? { widget_phone: '+15550100' }}
        serverError={harness.__serverError ?? null}
      />
    </main>
  );
}

createRoot(document.getElementById('app')!).render(<Harness />);
