/**
 * The server-driven form engine of the floor configurator and the carbon tunnel (DESIGN.md §8):
 * a core without React (the controller and its rules) and the field components on top.
 */
export { createFormController, type FormController, type FormControllerOptions } from './form-controller';
export type { FormState, ParsedStep } from './form-state';
export type { Availability, FieldValue, FormValues, ReloadRequest } from './types';
export type { FieldValidator } from './validate';
export { flatten, readValues, toServerValues, unflatten } from './values';
export { DYNAMIC_FORM_MESSAGES } from './messages';
export { DYNAMIC_FORM_CSS } from './dynamic-form.css';
export { DynamicFields, type DynamicFieldsProps } from './react/dynamic-fields';
export { useFormController, useFormState } from './react/use-form-controller';
