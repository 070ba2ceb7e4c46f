import { NEXT_AVAILABLE_INTAKE as ENGLISH_NEXT_INTAKE } from '@academy/content/en';
import { type ChoiceEvent, nextIntakeChoice, workshopChoices } from './workshop-choices';

// The Arabic build: '@academy/content' is the Arabic site's content, '@academy/content/en' stays English.
jest.mock('@academy/content', () => jest.requireActual('../../../../../libs/content/src/ar/site'));

const arabicProgrammes = jest.requireActual<typeof import('../../../../../libs/content/src/ar/programmes')>(
  '../../../../../libs/content/src/ar/programmes',
);

const event: ChoiceEvent = {
  id: 'awaken-2',
  name: 'Clinical Hypnotherapy Practitioner',
  date: '2027-02-13',
  endDate: null,
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  level: 'Level 2: Clinical Hypnotherapy Practitioner',
  price: 'AED 4,000',
  availability: 'OPEN',
  enrollable: true,
  seatsLeft: 4,
};

describe('the workshop choices in the Arabic site', () => {
  it('send the next intake in English, as the server reads it, and show it in Arabic', () => {
    const choice = nextIntakeChoice('AWAKEN', 'Level 2: Clinical Hypnotherapy Practitioner');
    expect(choice.fields.city).toBe(
      `${ENGLISH_NEXT_INTAKE} | Awaken the Limitless Human | date to be announced`,
    );
    expect(choice.label).toBe(arabicProgrammes.NEXT_AVAILABLE_INTAKE);
  });

  it("list the chosen level's events and price the next intake", () => {
    const choices = workshopChoices([event], 'AWAKEN', 'Level 2: Clinical Hypnotherapy Practitioner');
    expect(choices.map((choice) => choice.key)).toEqual(['awaken-2', 'next-available-intake']);
    expect(choices[1].fee).toBeDefined();
  });
});
