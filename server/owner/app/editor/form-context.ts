/** What every control of the editor's form reads: the form state, the change it makes, the error at a field, ids. */
import { createContext, useContext } from 'react';
import { fieldValue, type FormState } from './form-state';

export interface FormContextValue {
  state: FormState;
  /** Writes `value` at the schema path (`undefined` removes the field) and hands the whole next draft on. */
  change: (path: string, value: unknown) => void;
  /** The message shown at a field: the strict reader's refusal, else the server's. */
  errorAt: (path: string) => string | undefined;
  /** A field's element id, unique to this form. */
  idOf: (path: string) => string;
  app: Record<string, unknown>;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('a control of the widget form is drawn outside the form');
  return context;
}

/** The `aria-describedby` of a control: its help, then its error. */
export function describedBy(id: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** One field's id, error and value (as a page reads it, fieldValue), with the form's change. */
export function useField(path: string) {
  const form = useForm();
  return { ...form, id: form.idOf(path), error: form.errorAt(path), ...fieldValue(form.state.draft, path) };
}
