import type { RegistrationField } from '@benevo/schema';
import { initialPublicFormValues, placeServerErrors } from './form-definition';
import { mergePreferenceErrors, preferenceInput, preferencesContext, preferenceValueName } from './preference-fields';

function base(id: string, baseAttribute: RegistrationField['baseAttribute'], isRequired = false): RegistrationField {
  return {
    id,
    type: 'base',
    attributeId: null,
    baseAttribute,
    valueType: 'text',
    label: '',
    description: '',
    isRequired,
    options: [],
    condition: null,
    minChoices: null,
    maxChoices: null,
  };
}

const VALUES = {
  availability: [{ day: '2031-06-14', from: '10:00', to: '18:00' }],
  preferredPositionIds: ['p2', 'p1'],
  preferredPositionNames: ['Bar'],
};

describe('the preference fields of the public forms', () => {
  it('send only the fields shown, with the ids for an event and the names for a campaign', () => {
    expect(preferenceInput([base('1', 'city')], VALUES, 'event')).toEqual({});
    expect(preferenceInput([base('1', 'availability'), base('2', 'preferred_positions')], VALUES, 'event')).toEqual({
      availability: VALUES.availability,
      preferredPositionIds: ['p2', 'p1'],
    });
    expect(preferenceInput([base('2', 'preferred_positions')], VALUES, 'campaign')).toEqual({ preferredPositionNames: ['Bar'] });
    // Nothing given = any time (null), never an empty list the server would read as "never".
    expect(preferenceInput([base('1', 'availability')], { ...VALUES, availability: [] }, 'event')).toEqual({ availability: null });
  });

  it('give the schema its context and the fields their value names', () => {
    const positions = [
      { value: 'p1', label: 'Bar' },
      { value: 'p2', label: 'Cuisine' },
    ];
    expect(preferencesContext({ kind: 'event', days: ['2031-06-14'], positions })).toEqual({ days: ['2031-06-14'], positionIds: ['p1', 'p2'] });
    expect(preferencesContext({ kind: 'campaign', positions: [{ value: 'Bar', label: 'Bar' }] })).toEqual({ positionNames: ['Bar'] });
    expect(preferenceValueName('preferred_positions', 'campaign')).toBe('preferredPositionNames');
    expect(preferenceValueName('availability', 'event')).toBe('availability');
  });

  it('put one message on each preference field, nested paths included, and none on a ranking with nothing to rank', () => {
    const errors = { firstName: 'validation.required', availability: [{ to: 'preferences.toBeforeFrom' }], preferredPositionNames: 'preferences.positionsRequired' };
    expect(mergePreferenceErrors(errors, {}, { kind: 'campaign', positions: [{ value: 'Bar', label: 'Bar' }] })).toEqual({
      firstName: 'validation.required',
      availability: 'preferences.toBeforeFrom',
      preferredPositionNames: 'preferences.positionsRequired',
    });
    expect(mergePreferenceErrors(errors, { availability: 'Indiquez la date de chaque ligne.' }, { kind: 'campaign', positions: [] })).toEqual({
      firstName: 'validation.required',
      availability: 'Indiquez la date de chaque ligne.',
    });
  });

  it("place the server's nested preference errors on their fields when they are shown", () => {
    const form = { fields: [base('1', 'availability'), base('2', 'preferred_positions')] };
    const values = initialPublicFormValues(form);
    const setErrors = jest.fn();
    const setFieldError = jest.fn();
    const result = placeServerErrors(
      { 'availability[0].to': ['Fin avant début'], 'availability[1].day': ['Hors événement'], preferredPositionIds: ['Mission inconnue'], groupSize: ['Trop'] },
      form,
      values,
      { setErrors, setFieldError },
      [],
    );
    expect(setErrors).toHaveBeenCalledWith({ availability: 'Fin avant début Hors événement', preferredPositionIds: 'Mission inconnue' });
    expect(result).toEqual({ placed: 2, elsewhere: ['Trop'] });
  });
});
