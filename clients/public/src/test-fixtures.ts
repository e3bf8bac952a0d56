import type { PublicFormFieldFragment } from './gql/graphql';

// Mocked answers need __typename for Apollo's cache; the generated types leave it out. Test-only module
// shared by the event's and the campaign's tests.

export type FormFieldFixture = PublicFormFieldFragment & { __typename: 'FormField' };

/** A field of a public form with nothing set: a base field without attribute, optional, unconditional, no limits. */
export function formField(id: string, order: number, overrides: Partial<FormFieldFixture> = {}): FormFieldFixture {
  return {
    __typename: 'FormField',
    id,
    type: 'base',
    baseAttribute: null,
    isRequired: false,
    label: '',
    description: '',
    parentFieldId: null,
    condition: null,
    minChoices: null,
    maxChoices: null,
    order,
    attribute: null,
    ...overrides,
  };
}
