/** A practitioner's practice in the UAE (SPEC.md 3.6), listed on About and Contact. */
export interface PracticeContact {
  name: string;
  phone: string;
  email: string;
}

export interface UaePractice {
  id: number;
  name: string;
  location: string;
  contacts: PracticeContact[];
}

/** The fixed blurb every practice card shows (SPEC.md 2.5). */
export const PRACTICE_BLURB =
  'A certified practice of our graduates offering hypnotherapy, regression therapy and healing sessions in person and online.';

export const UAE_PRACTICES: readonly UaePractice[] = [
  {
    id: 1,
    name: 'Inner Light Healing Studio',
    location: 'Jumeirah Lake Towers, Dubai',
    contacts: [{ name: 'Amira Haddad', phone: '+971 50 214 7781', email: 'amira@innerlighthealing.ae' }],
  },
  {
    id: 2,
    name: 'Serene Mind Hypnotherapy',
    location: 'Al Barsha, Dubai',
    contacts: [
      { name: 'Rohan Mehta', phone: '+971 55 903 1142', email: 'rohan@serenemind.ae' },
      { name: 'Leena Mehta', phone: '+971 55 903 1143', email: 'leena@serenemind.ae' },
    ],
  },
  {
    id: 3,
    name: 'Roots & Wings Family Practice',
    location: 'Al Reem Island, Abu Dhabi',
    contacts: [{ name: 'Fatima Al Mansoori', phone: '+971 52 640 2290', email: 'fatima@rootsandwings.ae' }],
  },
  {
    id: 4,
    name: 'Pathways Regression Centre',
    location: 'Al Majaz, Sharjah',
    contacts: [{ name: 'Daniel Okafor', phone: '+971 56 118 4407', email: 'daniel@pathwaysregression.ae' }],
  },
  {
    id: 5,
    name: 'Blue Lotus Wellness',
    location: 'Business Bay, Dubai',
    contacts: [{ name: 'Priya Nair', phone: '+971 50 771 3625', email: 'priya@bluelotuswellness.ae' }],
  },
  {
    id: 6,
    name: 'Still Waters Therapy Rooms',
    location: 'Khalifa City, Abu Dhabi',
    contacts: [{ name: 'Omar Saleh', phone: '+971 54 382 9016', email: 'omar@stillwaterstherapy.ae' }],
  },
  {
    id: 7,
    name: 'The Awakening Space',
    location: 'Al Nuaimiya, Ajman',
    contacts: [{ name: 'Sara Qureshi', phone: '+971 58 205 6634', email: 'sara@theawakeningspace.ae' }],
  },
  {
    id: 8,
    name: 'Harmony Hypnosis Clinic',
    location: 'Al Jimi, Al Ain',
    contacts: [{ name: 'Maryam Al Dhaheri', phone: '+971 50 449 8152', email: 'maryam@harmonyhypnosis.ae' }],
  },
  {
    id: 9,
    name: 'New Dawn Healing Circle',
    location: 'Al Nakheel, Ras Al Khaimah',
    contacts: [{ name: 'Joseph Fernandes', phone: '+971 55 617 2208', email: 'joseph@newdawnhealing.ae' }],
  },
  {
    id: 10,
    name: 'Soul Compass Coaching',
    location: 'Dubai Silicon Oasis, Dubai',
    contacts: [
      { name: 'Nadia Rahman', phone: '+971 52 930 5571', email: 'nadia@soulcompass.ae' },
      { name: 'Karim Rahman', phone: '+971 52 930 5572', email: 'karim@soulcompass.ae' },
    ],
  },
  {
    id: 11,
    name: 'Tranquil Shore Practice',
    location: 'Dibba Road, Fujairah',
    contacts: [{ name: 'Hessa Al Kaabi', phone: '+971 56 824 3319', email: 'hessa@tranquilshore.ae' }],
  },
];

/** The accessible names of a practice card's contact links. */
export const PRACTICE_CONTACT_TEXT = {
  call: (name: string, phone: string) => `Call ${name} on ${phone}`,
  email: (name: string, email: string) => `E-mail ${name} at ${email}`,
} as const;
