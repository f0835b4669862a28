import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Questionnaire, QuestionnaireState } from './questionnaire';

/** Creates a questionnaire for the component's life, starts it, and follows its state. */
export function useQuestionnaire(create: () => Questionnaire): [QuestionnaireState, Questionnaire] {
  const [questionnaire] = useState(create);
  useEffect(() => {
    questionnaire.start();
    return () => questionnaire.dispose();
  }, [questionnaire]);
  return [useStore(questionnaire.store), questionnaire];
}
