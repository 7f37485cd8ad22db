/**
 * The wizard's ten suggestions (SPEC 2.15 gives the count, not the text). They include the demo
 * customer's three, so the demo data reads as if it came through this screen.
 */
export const SUGGESTED_QUESTIONS = [
  'What was the name of your first pet?',
  'In which city were you born?',
  'What is your favourite colour?',
  "What is your mother's maiden name?",
  'What was the name of your primary school?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was your childhood nickname?',
  'In which city did your parents meet?',
  'What was the name of your first employer?',
] as const;
