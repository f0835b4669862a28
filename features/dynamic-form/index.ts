/**
 * The server-driven form engine of the tools whose forms the server describes (DESIGN.md §8):
 * a core without React (the form controller and its rules; the server form that loads, fetches
 * again and keeps errors beside the answers) and the field components and hooks on top. The
 * islands bring their own rules as configuration: the engine names no tool.
 */
export { createFormController, type FormController, type FormControllerOptions } from './form-controller';
export {
  createServerForm,
  defineTask,
  offersQuestions,
  type FieldChange,
  type ServerForm,
  type ServerFormConfig,
  type ServerFormState,
  type ServerTask,
} from './server-form';
export type { FormState, ParsedStep } from './form-state';
export type {
  Availability,
  ChoiceRestriction,
  FieldValue,
  FlatEntry,
  FormValues,
  OnPick,
  ReloadRequest,
} from './types';
export type { FieldValidator } from './validate';
export { flatten, readValues, toServerValues, unflatten } from './values';
export { DYNAMIC_FORM_MESSAGES } from './messages';
export { DYNAMIC_FORM_CSS } from './dynamic-form.css';
export { DynamicFields, type DynamicFieldsProps } from './react/dynamic-fields';
export { useFormController, useFormState } from './react/use-form-controller';
export { useServerForm, useServerFormState } from './react/use-server-form';
export { useStartAfterSession, type StartableTool } from './react/use-start-after-session';
