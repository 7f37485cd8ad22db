/** SPEC 3 "Tutorial": what a guided tour is made of. */
export type TutorialCategory = 'transfer' | 'international' | 'security' | 'general';
export type TutorialDifficulty = 'beginner' | 'intermediate' | 'advanced';
export type StepPosition = 'top' | 'bottom' | 'left' | 'right' | 'center';

export interface TutorialStep {
  id: string;
  title: string;
  description: string;
  /** A `[data-tour="…"]` selector; when nothing on the page matches, the step shows centred. */
  targetElement: string | null;
  /**
   * What the step points at while the page does not show its target yet (the signature box before
   * the questions are saved): a `[data-tour="…"]` selector on the same page.
   */
  fallbackTarget?: string;
  position: StepPosition;
  tip?: string;
  actionText?: string;
}

export interface Tutorial {
  id: string;
  title: string;
  description: string;
  category: TutorialCategory;
  difficulty: TutorialDifficulty;
  /** Minutes. */
  estimatedTime: number;
  /** The page its steps point at: starting it elsewhere goes there first. None: every page has them. */
  page?: string;
  steps: TutorialStep[];
}

const target = (name: string) => `[data-tour="${name}"]`;

/** The four built-in tutorials (SPEC 3 table: step counts, difficulty, minutes, category). */
export const TUTORIALS: Tutorial[] = [
  {
    id: 'first-transfer',
    title: 'Make Your First Transfer',
    description: 'Send money to another account step by step, from choosing the source account to authorizing the payment.',
    category: 'transfer',
    difficulty: 'beginner',
    estimatedTime: 3,
    page: '/transfer',
    steps: [
      {
        id: 'from-account',
        title: 'Choose the account to pay from',
        description: 'Pick the account the money leaves. Its balance is shown in the list, so you can check there is enough before you continue.',
        targetElement: target('transfer-from-account'),
        position: 'bottom',
        tip: 'A credit account can send up to its available credit: the limit minus the balance.',
        actionText: 'Select a source account.',
      },
      {
        id: 'to-account',
        title: "Enter the recipient's account number",
        description:
          "Type the recipient's 8-digit account number; every account number at the bank starts with 80. The field unlocks once a source account is chosen.",
        targetElement: target('transfer-to-account'),
        position: 'bottom',
        tip: "When the account belongs to someone else, we show the holder's name and account type so you can check you have the right one.",
      },
      {
        id: 'amount',
        title: 'Set the amount',
        description: "Enter how much to send, in the source account's currency, with up to two decimals.",
        targetElement: target('transfer-amount'),
        position: 'bottom',
        tip: 'Transfers are limited to $10,000.00 a day and $50,000.00 a month.',
      },
      {
        id: 'description',
        title: 'Add a description',
        description: 'Say what the payment is for. It appears in your transaction history and on the recipient’s side as the reference.',
        targetElement: target('transfer-description'),
        position: 'top',
        actionText: 'Type a short description such as "Rent for March".',
      },
      {
        id: 'submit',
        title: 'Review and authorize',
        description:
          'Submit to review the details. You then draw your signature and answer one of your security questions: only then does the money move.',
        targetElement: target('transfer-submit'),
        position: 'top',
        tip: 'No security questions yet? Set them up first under Security Setup.',
      },
    ],
  },
  {
    id: 'international-transfer',
    title: 'Send Money Abroad',
    description: 'Pay a recipient in another country: choose the route, enter the bank details and check fees before you confirm.',
    category: 'international',
    difficulty: 'intermediate',
    estimatedTime: 5,
    page: '/international-transfer',
    steps: [
      {
        id: 'from-account',
        title: 'Choose the account to pay from',
        description: 'Pick the account the money leaves. The amount, the fee and the exchange are all taken from this account.',
        targetElement: target('international-from-account'),
        position: 'bottom',
      },
      {
        id: 'country',
        title: 'Select the destination country',
        description:
          'Countries are grouped by how we deliver: directly, through offshore or proxy networks, or through a licensed NBFC partner in India. Each route has its own fee and delivery time.',
        targetElement: target('international-country'),
        position: 'bottom',
        tip: 'For India you also choose an NBFC partner and may add the IFSC code of the branch.',
      },
      {
        id: 'recipient',
        title: "Enter the recipient's bank details",
        description: "Give the recipient's name, full address, bank name and account number exactly as the receiving bank holds them.",
        targetElement: target('international-recipient'),
        position: 'bottom',
        tip: 'A mismatch in the name or account number is the most common reason a transfer is returned.',
      },
      {
        id: 'amount',
        title: 'Amount, currency and purpose',
        description: 'Choose USD, EUR, GBP, JPY or INR, enter the amount and state the purpose of the transfer. The summary shows the fee and the total.',
        targetElement: target('international-amount'),
        position: 'top',
      },
      {
        id: 'confirm',
        title: 'Confirm and authorize',
        description: 'Check the summary, confirm, then sign and answer one of your security questions. You can follow the transfer under Recent Transfers.',
        targetElement: target('international-submit'),
        position: 'top',
        actionText: 'Review the summary before you confirm.',
      },
    ],
  },
  {
    id: 'security-setup',
    title: 'Protect Your Transfers',
    description: 'Set up the security questions and the signature that authorize every transfer you make.',
    category: 'security',
    difficulty: 'intermediate',
    estimatedTime: 7,
    page: '/security-setup',
    steps: [
      {
        id: 'status',
        title: 'Check your security status',
        description: 'This panel shows whether your security questions and your signature are set up. Transfers need both.',
        targetElement: target('security-status'),
        position: 'bottom',
      },
      {
        id: 'questions',
        title: 'Choose three security questions',
        description: 'Pick three different questions and give answers only you know. Capital letters and extra spaces do not matter when you answer later.',
        targetElement: target('security-questions'),
        position: 'bottom',
        tip: 'Avoid answers that can be found on social media, such as your pet’s name if you post about it.',
        actionText: 'Choose a question from the list or write your own.',
      },
      {
        id: 'signature',
        title: 'Draw your signature',
        description:
          'Sign in the box with your mouse, finger or stylus: it is the second step of the set-up, after your questions are saved. You sign the same way to authorize each transfer.',
        targetElement: target('security-signature'),
        fallbackTarget: target('security-steps'),
        position: 'bottom',
        actionText: 'Draw your signature, then save it.',
      },
      {
        id: 'done',
        title: "You're protected",
        description:
          'Every transfer now asks for your signature and one of your security questions. After three wrong answers, transfers are locked for 15 minutes.',
        targetElement: null,
        position: 'center',
        tip: 'You can come back to this page at any time to change your questions or your signature.',
      },
    ],
  },
  {
    id: 'notification-center',
    title: 'Stay on Top of Notifications',
    description: 'Find your notifications, read and tidy them, and choose which alerts you receive.',
    category: 'general',
    difficulty: 'beginner',
    estimatedTime: 2,
    steps: [
      {
        id: 'bell',
        title: 'Your notification bell',
        description: 'The badge counts the notifications you have not read yet. Select the bell to see your latest ten.',
        targetElement: target('notifications-bell'),
        position: 'bottom',
        tip: 'New activity such as a transfer or a sign-in appears within 30 seconds, without reloading the page.',
      },
      {
        id: 'read',
        title: 'Read, follow and tidy up',
        description:
          'Select a notification to mark it read and go to the page it is about. "Mark all read" and "Clear all" tidy the whole list; the bin next to a notification deletes just that one.',
        targetElement: null,
        position: 'center',
        actionText: 'Open the bell after this tour to try it.',
      },
      {
        id: 'preferences',
        title: 'Choose what we tell you',
        description: 'Open your menu and go to Account Settings, then Notifications, to choose email, SMS, transaction and security alerts.',
        targetElement: target('user-menu'),
        position: 'bottom',
      },
    ],
  },
];

/** "step" or "steps", after a count. */
export const stepsWord = (count: number) => (count === 1 ? 'step' : 'steps');

export function findTutorial(id: string | null): Tutorial | undefined {
  return TUTORIALS.find((tutorial) => tutorial.id === id);
}

/** SPEC 2.7 "Tutorial search": case-insensitive, on title, description or category. */
export function searchTutorials(query: string): Tutorial[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return TUTORIALS;
  return TUTORIALS.filter(({ title, description, category }) =>
    [title, description, category].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** SPEC 4: the page whose arrival starts a tutorial, 1.5 s later, until it is completed. */
export const AUTO_START_DELAY_MS = 1500;
export const AUTO_START_BY_PATH: Record<string, string> = {
  '/': 'notification-center',
  '/dashboard': 'notification-center',
  '/transfer': 'first-transfer',
  '/international-transfer': 'international-transfer',
  '/security-setup': 'security-setup',
};
