import { PROVIDER } from './provider';

/** One question and its answer in an FAQs section (SPEC.md 2.4 and 2.7). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The home page's FAQs: questions visitors ask before choosing any training. */
export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'Which training should I start with?',
    answer:
      'If you are new to this work, Decode Level 1 (Decode Your Mind) is a one-day introduction to how the subconscious shapes your thoughts and habits. If you want to become a practitioner, Awaken the Limitless Human Level 1 is the first step of our professional hypnotherapy path. Write to us and we will suggest a route that fits your goals.',
  },
  {
    question: 'Do I need any prior experience or qualifications?',
    answer:
      'No. Every entry level is open to adults with a genuine interest in personal growth; the only requirement is that you are over 18. Advanced levels, Transpersonal Regression (TASSO) and practitioner certification build on the earlier levels, so each course page lists the levels you need to complete first.',
  },
  {
    question: 'Will I receive a certificate?',
    answer:
      'Yes. Every level ends with a certificate of completion issued in the name you give on the enrolment form, so please write it exactly as it should appear. Professional levels also include supervised practice sessions and an assessment before the practitioner certificate is awarded.',
  },
  {
    question: 'Are the trainings held in person or online?',
    answer:
      'Most trainings are held in person in the UAE and at partner venues abroad, because the practical work is done in pairs and small groups. Selected theory modules and follow-up supervision sessions are also offered live online. The event calendar shows the format, city and venue of every upcoming session.',
  },
  {
    question: 'How do I pay for a training?',
    answer:
      'After you enrol, our team confirms your seat by e-mail and sends a payment link or bank transfer details. Fees are shown on each programme page and in the event calendar; a seat is reserved once the payment is received. Instalments can be arranged for the longer professional levels.',
  },
  {
    question: 'What is your cancellation and refund policy?',
    answer:
      'If you cancel at least 14 days before the start date we refund your fee in full, less any bank charges. Within 14 days we offer a transfer to a later date of the same training instead of a refund. If we ever have to cancel a session, you choose between a full refund and a place in the next one.',
  },
  {
    question: 'Is this work a replacement for medical or psychological treatment?',
    answer:
      'No. Our trainings and sessions support wellbeing and personal growth; they do not diagnose or treat medical or psychiatric conditions. If you are under medical or psychological care, please speak with your doctor before you enrol and tell us about it in confidence.',
  },
  {
    question: 'How can I ask a question that is not answered here?',
    answer: `Send us a message through the Contact Us page or write to ${PROVIDER.email}. We reply within two working days, and you are also welcome to contact one of our certified practices in the UAE directly.`,
  },
];

/** The Decode page's FAQs: questions about the four Decode levels. */
export const DECODE_FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I have to take the Decode levels in order?',
    answer:
      'Yes. Each level builds on the tools of the one before it: Decode Your Mind lays the foundation, followed by Decode Your Behaviour, Decode Your Relationships and finally Decode Your Blueprint. Graduates of our other trainings may ask us whether an earlier level can be waived.',
  },
  {
    question: 'How long does each Decode level take?',
    answer:
      'Level 1 is a one-day workshop; levels 2, 3 and 4 each run over two full days. Sessions usually start at 9:00 AM and end at 6:00 PM, with breaks and lunch included in the schedule.',
  },
  {
    question: 'What is included in the fee?',
    answer:
      'The fee covers the live training, the workbook and practice exercises, refreshments during the day and the certificate of completion. Levels 2 and 4 also include a discount on later programmes, as described on each level page.',
  },
  {
    question: 'Can I join Decode if I am not planning to become a therapist?',
    answer:
      'Absolutely. Decode is designed for anyone who wants to understand their own patterns: professionals, parents, teachers and students. It is about personal change rather than professional practice, so no background in psychology is needed.',
  },
  {
    question: 'What happens after I click Enroll Now?',
    answer:
      'You choose the level, fill in the enrolment form and our team contacts you by e-mail to confirm the date, venue and payment. Your seat is held for 48 hours while the payment is completed.',
  },
  {
    question: 'Is there support after the workshop?',
    answer:
      'Yes. Every participant can join a free online follow-up circle within a month of the workshop to share progress and ask questions, and our trainers stay reachable by e-mail for questions about the exercises.',
  },
];
