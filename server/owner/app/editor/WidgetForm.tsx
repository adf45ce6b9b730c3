/**
 * The editor's form for one widget: every field of the widget schema that applies to the widget's
 * kind (fields.ts says which, and how it is called), grouped into collapsible sections, writing the
 * values in the shapes the schema accepts. The form's state is the draft itself; every change is
 * read by the owner API's strict reader (server/domain/widget-shape.ts), and each refused field
 * shows the reader's message at the field, as does the server's refusal.
 */
import { Fragment, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { WidgetFields } from '../api';
import { choiceOf } from '../kinds';
import { FieldControl } from './controls';
import { appliesTo, FIELD_META, SECTIONS, type Condition, type FieldMeta, type SectionId } from './fields';
import { FormContext, type FormContextValue } from './form-context';
import { fieldValue, refusalAt, setField, validateDraft, type FormState } from './form-state';
import { UrlTester } from './targeting';

interface WidgetFormProps {
  /** The draft as stored: the owner API's widget fields, `data` as written. */
  widget: WidgetFields;
  /** Called with the whole next draft on every change. */
  onChange: (next: WidgetFields) => void;
  /** The account's app settings (the launcher's phone, the SMS channel), for help texts. */
  app: Record<string, unknown>;
  /** The field the server refused, by path (`data.main.title`), with its message. */
  serverError?: { path: string; message: string } | null;
}

const pathId = (path: string) => path.replace(/[^A-Za-z0-9_-]/g, '-');

/** The account's phone for SMS (an app setting, `widget_phone`; docs/server.md). */
const phoneOf = (app: Record<string, unknown>): string => {
  const phone = app['widget_phone'] ?? app['widgetPhone'];
  return typeof phone === 'string' || typeof phone === 'number' ? String(phone) : '';
};

function shown(meta: FieldMeta, state: FormState): boolean {
  if (!meta.shownWhen) return true;
  const conditions: readonly Condition[] = Array.isArray(meta.shownWhen) ? meta.shownWhen : [meta.shownWhen as Condition];
  return conditions.some((condition) => condition.is.includes(fieldValue(state.draft, condition.path).value));
}

export function WidgetForm({ widget, onChange, app, serverError }: WidgetFormProps) {
  const base = useId();
  const state = useMemo<FormState>(() => ({ draft: widget, refused: validateDraft(widget) }), [widget]);
  // Two changes in one event (the description and its "show" flag) build on each other.
  const latest = useRef(state);
  latest.current = state;

  const context = useMemo<FormContextValue>(() => {
    const idOf = (path: string) => `${base}-${pathId(path)}`;
    return {
      state,
      app,
      idOf,
      change: (path, value) => {
        const next = setField(latest.current, path, value);
        latest.current = next;
        onChange(next.draft);
      },
      errorAt: (path) => {
        const refusal = refusalAt(state, path);
        if (refusal) return refusal.message;
        return serverError && refusalAt({ draft: state.draft, refused: [serverError] }, path) ? serverError.message : undefined;
      },
    };
  }, [state, app, base, onChange, serverError]);

  const kind = widget.widget_type;
  const channel = widget.channel;
  const choice = choiceOf(widget);
  const bySection = (section: SectionId) =>
    Object.entries(FIELD_META).filter(
      ([path, meta]) =>
        meta.section === section &&
        appliesTo(meta, kind, channel) &&
        shown(meta, state) &&
        // A channel to pick only where the kind takes several (kinds.ts).
        (path !== 'channel' || (choice?.channels.length ?? 0) > 1),
    );

  const sections = SECTIONS.map((section) => ({ ...section, fields: bySection(section.id) }));
  // Every refusal, with the field drawn for it (a trigger refused in data.setup is shown at data.main's); one no field shows is listed only here.
  const problems = [
    ...state.refused,
    ...(serverError && !state.refused.some((entry) => entry.path === serverError.path) ? [serverError] : []),
  ];
  const fieldOf = (problem: { path: string; message: string }) =>
    sections
      .flatMap((section) => section.fields.map(([path]) => path))
      .find((path) => refusalAt({ draft: state.draft, refused: [problem] }, path));
  // The account's phone, where the widget's SMS is set: the launcher's channels, or an SMS card's opt-in.
  const phoneIn: SectionId | null = kind === 'omnichat' ? 'channels' : channel === 'sms' ? 'optin' : null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    const target = document.getElementById(context.idOf(path));
    if (!target) return;
    event.preventDefault();
    const section = target.closest('details');
    if (section) section.open = true;
    target.focus();
  };

  return (
    <FormContext.Provider value={context}>
      <div className="widget-form">
        <div className="wf-problems" role="status" aria-live="polite">
          {problems.length > 0 && (
            <div className="wf-problems-box">
              <p className="wf-problems-title">
                {problems.length === 1 ? 'One field cannot be read by a page:' : `${problems.length} fields cannot be read by a page:`}
              </p>
              <ul>
                {problems.map((problem) => {
                  const field = fieldOf(problem);
                  return (
                    <li key={problem.path}>
                      {field ? (
                        <a href={`#${context.idOf(field)}`} onClick={(event) => goTo(event, field)}>
                          {problem.message}
                        </a>
                      ) : (
                        problem.message
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
        {sections.map(({ fields, ...section }) => {
          const extra = section.id === phoneIn ? <PhoneField phone={phoneOf(app)} id={`${base}-phone`} /> : null;
          if (fields.length === 0 && !extra) return null;
          const invalid = fields.some(([path]) => context.errorAt(path));
          return (
            <Section
              key={section.id}
              title={section.title}
              summary={section.summary}
              id={section.id}
              invalid={invalid}
              initiallyOpen={section.id === 'content' || section.id === 'targeting'}
            >
              {fields.map(([path, meta]) => (
                <Fragment key={path}>
                  <FieldControl path={path} meta={meta} />
                  {/* The URL box right under the lists it tests. */}
                  {path === 'data.setup.urlBlacklist' && <UrlTester />}
                </Fragment>
              ))}
              {extra}
            </Section>
          );
        })}
      </div>
    </FormContext.Provider>
  );
}

/** The account's SMS number, read-only: it is an app setting of the account, not of a widget. */
function PhoneField({ phone, id }: { phone: string; id: string }) {
  return (
    <div className="field wf-field">
      <label className="field-label" htmlFor={id}>
        Phone number
      </label>
      <input id={id} type="text" readOnly value={phone || 'Not set'} aria-describedby={`${id}-help`} />
      <p id={`${id}-help`} className="field-help">
        The account’s number for SMS (its <code>widget_phone</code> app setting), the same for every widget; set it in the account’s
        settings.
      </p>
    </div>
  );
}

/** A collapsible section; it opens by itself when one of its fields gets an error. */
function Section({
  id,
  title,
  summary,
  invalid,
  initiallyOpen,
  children,
}: {
  id: SectionId;
  title: string;
  summary: string;
  invalid: boolean;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen || invalid);
  // A section opens as a field in it becomes invalid, in the same render rather than one later.
  const [wasInvalid, setWasInvalid] = useState(invalid);
  if (invalid !== wasInvalid) {
    setWasInvalid(invalid);
    if (invalid) setOpen(true);
  }
  return (
    <details className="wf-section" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className="wf-section-title">{title}</span>
        <span className="wf-section-summary">{summary}</span>
        {invalid && <span className="wf-section-flag">needs a fix</span>}
      </summary>
      <div className={`wf-section-body wf-section-${id}`}>{children}</div>
    </details>
  );
}
