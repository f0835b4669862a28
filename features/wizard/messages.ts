/** The wizard's own copy; the steps' titles and button labels are the form's. */
export const WIZARD_MESSAGES = {
  progress: (step: number, count: number) => `Étape ${step} sur ${count}`,
} as const;
