/**
 * Choices a page gives its forms: a field whose definition says `choicesFromPage` offers the
 * options its page provides under the field's name (the /classes/ page's upcoming sessions), and
 * is left out where the page provides none. Kept apart from the renderer so a template can
 * provide choices without loading the form's code.
 */
import { createContext } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export type PageChoices = Readonly<Record<string, readonly Choice[]>>;

export const FormChoices = createContext<PageChoices>({});
