/**
 * The live preview beside the form: the draft drawn by the visitors' own elements and views in a
 * frame of a desktop's or a phone's size (scaled to fit), in the state the owner picks. Every change
 * of the draft is sent to the frame as it is typed; texts edited in place come back as edits.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetFields } from '../api';
import { STATE_NAMES, statesOf, type DrawMessage, type FrameMessage, type PreviewState } from './protocol';

const DEVICES = {
  desktop: { label: 'Desktop', width: 1280, height: 800 },
  phone: { label: 'Phone', width: 390, height: 844 },
} as const;
type Device = keyof typeof DEVICES;

interface PreviewPaneProps {
  widgetId: number;
  widget: WidgetFields;
  app: Record<string, unknown>;
  onEdit: (field: string, value: string) => void;
  /** Shown over the frame when the preview shows something else than the draft (an older version). */
  caption?: string;
}

function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function PreviewPane({ widgetId, widget, app, onEdit, caption }: PreviewPaneProps) {
  const [device, setDevice] = useState<Device>('desktop');
  const states = statesOf(widget);
  const [chosenState, setState] = useState<PreviewState>('open');
  const state = states.includes(chosenState) ? chosenState : 'open';
  const [editable, setEditable] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const available = useWidth(box);
  const size = DEVICES[device];
  const scale = available > 0 ? Math.min(1, (available - 2) / size.width, device === 'phone' ? 0.8 : 1) : 0.5;

  const message: DrawMessage = { type: 'mc-preview-draw', widgetId, widget, app, state, editable };
  const latest = useRef(message);
  latest.current = message;
  const send = () => frame.current?.contentWindow?.postMessage(latest.current, location.origin);

  useEffect(send, [widget, app, state, editable, widgetId]);

  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useEffect(() => {
    const listen = (event: MessageEvent<FrameMessage>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'mc-preview-ready') send();
      if (event.data?.type === 'mc-preview-edit') onEditRef.current(event.data.field, event.data.value);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <section className="editor-preview" aria-label="Preview">
      <div className="preview-controls">
        <div className="segmented" role="group" aria-label="Device">
          {(Object.keys(DEVICES) as Device[]).map((name) => (
            <button key={name} type="button" aria-pressed={device === name} onClick={() => setDevice(name)}>
              {DEVICES[name].label}
            </button>
          ))}
        </div>
        {states.length > 1 && (
          <div className="segmented" role="group" aria-label="State shown">
            {states.map((name) => (
              <button key={name} type="button" aria-pressed={state === name} onClick={() => setState(name)}>
                {STATE_NAMES[name]}
              </button>
            ))}
          </div>
        )}
        <label className="inline-check">
          <input type="checkbox" checked={editable} onChange={(event) => setEditable(event.target.checked)} /> Edit texts in the preview
        </label>
      </div>
      {caption && <p className="preview-caption">{caption}</p>}
      <div ref={setBox} className="device-box">
        <div className={`device ${device}`} style={{ width: size.width * scale + (device === 'phone' ? 16 : 2) }}>
          <div className="device-bar" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <div className="device-screen" style={{ width: size.width * scale, height: size.height * scale }}>
            <iframe
              ref={frame}
              title={`Preview on a ${DEVICES[device].label.toLowerCase()}`}
              src="/admin/preview-frame"
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${scale})`, width: size.width, height: size.height }}
            />
          </div>
        </div>
      </div>
      <p className="field-help">
        {editable
          ? 'Click a text in the preview to change it there. Overlays sit in the page while texts are editable; untick to see them as visitors do.'
          : 'Shown as visitors see it. Nothing you click here is sent.'}
      </p>
    </section>
  );
}
