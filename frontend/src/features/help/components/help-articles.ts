import {
  APPLICATION_MIN_AGE_YEARS, DOCUMENT_LABELS, MINIMUM_INITIAL_DEPOSIT, OPENING_CURRENCIES, OPENING_STEPS, REQUIRED_DOCUMENTS,
  REVIEW_BUSINESS_DAYS, UPLOAD_LIMITS,
} from '@bank/contracts/account-opening';
import { STATEMENT_SCREEN_LINES } from '@bank/contracts/accounts';
import {
  CARD_DELIVERY, CARD_MONTHLY_FEES_USD, CARD_REVEAL_ATTEMPTS_PER_HOUR, CARD_REVEAL_SECONDS, CARD_TYPE_LABELS, CARD_TYPES, WALLET_LABELS,
} from '@bank/contracts/cards';
import { SESSION } from '@bank/contracts/identity';
import { INTERNATIONAL, INTERNATIONAL_CURRENCIES } from '@bank/contracts/international';
import { TRANSFER_LIMITS } from '@bank/contracts/payments';
import { SECURITY_SETUP, STEP_UP } from '@bank/contracts/security';
import { formatMoney } from '../../../shared/money';

/**
 * The answers of the Help & Support page. Every figure comes from `contracts` (the numbers the
 * server enforces) or, for international fees and partners, from the API at render time, so an
 * answer cannot drift from what the bank does.
 */

export type HelpTopicId = 'getting-started' | 'transfers' | 'security' | 'statements' | 'cards' | 'international';

export const HELP_TOPICS: { id: HelpTopicId; title: string }[] = [
  { id: 'transfers', title: 'Transfers and limits' },
  { id: 'security', title: 'Security and signing in' },
  { id: 'statements', title: 'Statements and history' },
  { id: 'cards', title: 'Debit cards' },
  { id: 'international', title: 'International transfers' },
  { id: 'getting-started', title: 'Opening an account' },
];

/** What an answer offers to do next. Tutorial ids are the tutorials feature's. */
export type HelpAction =
  | { kind: 'tutorial'; tutorialId: string }
  | { kind: 'chat' }
  | { kind: 'link'; to: string; label: string };

/** Live figures an answer shows from the API (international routes and India's partners). */
export type HelpLiveTable = 'international-routes' | 'nbfc-partners';

export interface HelpArticle {
  id: string;
  topic: HelpTopicId;
  question: string;
  /** Paragraphs of the answer; searched, with the question and the keywords. */
  answer: string[];
  /** A short list after the paragraphs (statuses, card types). */
  points?: string[];
  table?: HelpLiveTable;
  /** Words a customer may search with that the answer does not use. */
  keywords?: string[];
  actions?: HelpAction[];
}

/** What the answers need to know about the signed-in customer. */
export interface HelpContext {
  /** The idle timeout the server enforces for this customer's sessions. */
  sessionTimeoutMinutes: number;
}

const usd = (amount: string) => formatMoney(amount, 'USD');
const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const minutes = (seconds: number) => `${seconds / 60} minutes`;

export function helpArticles({ sessionTimeoutMinutes }: HelpContext): HelpArticle[] {
  const otherDeposits = OPENING_CURRENCIES.filter((currency) => currency !== 'USD').map(
    (currency) => `${formatMoney(MINIMUM_INITIAL_DEPOSIT[currency], currency)} in ${currency}`,
  );
  const uploadTypes = UPLOAD_LIMITS.CONTENT_TYPES.map((type) => type.split('/')[1].toUpperCase());

  return [
    // Transfers and limits
    {
      id: 'transfer-limits',
      topic: 'transfers',
      question: 'How much can I transfer in a day or a month?',
      answer: [
        `You can send up to ${usd(TRANSFER_LIMITS.DAILY_USD)} a day and ${usd(TRANSFER_LIMITS.MONTHLY_USD)} a month. Domestic and international transfers count together, at their US dollar value on the day you send them, so the limits are the same whatever your account's currency.`,
        'Days and months are the bank’s, in US Eastern time. A transfer that fails or is cancelled gives its amount back to your limit. Your limits are also shown under Account Settings → Banking.',
      ],
      keywords: ['limit', 'maximum', 'daily', 'monthly', 'how much', 'cap'],
      actions: [{ kind: 'link', to: '/settings?tab=banking', label: 'See your limits' }],
    },
    {
      id: 'transfer-times',
      topic: 'transfers',
      question: 'How long does a transfer take?',
      answer: [
        'A transfer to another account at the bank leaves your account as soon as you authorize it and usually reaches the payee within seconds.',
        'A larger transfer may be held for a short review by our team before it completes. You get a notification when its status changes, and Transaction History always shows where it is.',
      ],
      keywords: ['time', 'speed', 'when', 'arrive', 'delay', 'review', 'held'],
      actions: [{ kind: 'tutorial', tutorialId: 'first-transfer' }],
    },
    {
      id: 'transfer-statuses',
      topic: 'transfers',
      question: 'What do the transfer statuses mean?',
      answer: ['Every transaction shows one of three statuses:'],
      points: [
        'Pending (pending, processing or submitted): the money has left your account and is on its way; the payee does not have it yet.',
        'Completed (completed or credited): the payee has the money.',
        'Failed (failed or cancelled): the transfer did not go through and the whole amount was returned to your account.',
      ],
      keywords: ['status', 'processing', 'credited', 'submitted', 'returned', 'refund'],
      actions: [{ kind: 'link', to: '/transactions', label: 'Transaction History' }],
    },
    {
      id: 'transfer-currency',
      topic: 'transfers',
      question: 'Can I pay an account that holds another currency?',
      answer: [
        'A transfer between accounts at the bank needs the same currency on both sides. When you enter the account number we show the holder’s name, the account type and its currency, and tell you before you confirm if it differs from the account you pay from.',
        'To pay someone at a bank abroad, use an International Transfer.',
      ],
      keywords: ['currency', 'exchange', 'euro', 'eur', 'convert', 'mismatch'],
      actions: [{ kind: 'link', to: '/international-transfer', label: 'International Transfer' }],
    },
    {
      id: 'transfer-wrong-account',
      topic: 'transfers',
      question: 'What if I entered the wrong account number?',
      answer: [
        'Account numbers at the bank are 8 digits starting with 80. Before you confirm, we show the name and type of the account the number belongs to: check them against what the payee gave you.',
        'If money went to the wrong account, tell us in the chat straight away with the transaction code (TXN…) from your history.',
      ],
      keywords: ['mistake', 'wrong', 'recall', 'cancel', 'account number', 'payee'],
      actions: [{ kind: 'chat' }],
    },

    // Security and signing in
    {
      id: 'security-setup',
      topic: 'security',
      question: 'How do I set up my security questions and signature?',
      answer: [
        `Every transfer is authorized with your drawn signature and the answer to one of your ${SECURITY_SETUP.QUESTION_COUNT} security questions, so transfers need both set up first.`,
        `Open Security Setup, choose ${SECURITY_SETUP.QUESTION_COUNT} different questions (from our suggestions or your own) with answers only you know, then draw your signature with your mouse, finger or stylus. Answers are not case-sensitive and extra spaces do not matter. Changing them later asks for your password.`,
      ],
      keywords: ['security questions', 'signature', 'set up', 'setup', '2fa', 'protect'],
      actions: [
        { kind: 'tutorial', tutorialId: 'security-setup' },
        { kind: 'link', to: '/security-setup', label: 'Security Setup' },
      ],
    },
    {
      id: 'security-step-up',
      topic: 'security',
      question: 'Why am I asked for my signature and a security question for each transfer?',
      answer: [
        'It proves it is you before money leaves your account, even if someone had learnt your password. With sign-in verification on, the code from your authenticator app takes the place of the question.',
        `Your approval is valid for ${minutes(STEP_UP.AUTHORIZATION_TTL_SECONDS)} and for that one transfer only. After ${STEP_UP.MAX_ATTEMPTS} wrong answers, transfers are locked for ${STEP_UP.LOCKOUT_MINUTES} minutes.`,
      ],
      keywords: ['authorize', 'authorization', 'step-up', 'locked', 'lockout', 'wrong answer', 'attempts'],
    },
    {
      id: 'security-signed-out',
      topic: 'security',
      question: 'Why was I signed out?',
      answer: [
        `For your security you are signed out after ${sessionTimeoutMinutes} minutes without activity. The timer is in the side menu; in the last ${minutes(SESSION.EXTEND_VISIBLE_SECONDS)} an Extend button keeps you signed in.`,
        `After ${SESSION.LOGIN_FAILURE_LIMIT} wrong passwords, signing in to your customer ID pauses for ${SESSION.LOGIN_FAILURE_WINDOW_MINUTES} minutes.`,
      ],
      keywords: ['logged out', 'session', 'timeout', 'inactivity', 'sign in', 'login', 'password'],
    },
    {
      id: 'security-password',
      topic: 'security',
      question: 'How do I change my password?',
      answer: [
        'Go to Account Settings → Security and enter your current password and the new one twice. You will be notified of the change.',
        "Forgot it? Choose 'Forgot password?' on the sign-in page and enter your customer ID or email: we email you a link that works once, within 30 minutes. Setting a new password with it signs you out everywhere.",
      ],
      keywords: ['password', 'reset', 'forgot'],
      actions: [{ kind: 'link', to: '/settings?tab=security', label: 'Security settings' }],
    },
    {
      id: 'security-notifications',
      topic: 'security',
      question: 'Which notifications will I get?',
      answer: [
        'The bell in the header lists transfers, sign-ins from a new device, card updates and changes to your security. Choose email, SMS, transaction, security and marketing alerts under Account Settings → Notifications.',
      ],
      keywords: ['alerts', 'bell', 'email', 'sms', 'preferences'],
      actions: [
        { kind: 'tutorial', tutorialId: 'notification-center' },
        { kind: 'link', to: '/settings?tab=notifications', label: 'Notification settings' },
      ],
    },

    // Statements and history
    {
      id: 'statement-periods',
      topic: 'statements',
      question: 'Which statements can I download?',
      answer: [
        'Choose one account and a period: the current month, last month, this quarter or this year. A period that is still running ends today.',
        'Download it as CSV for a spreadsheet, or as PDF to keep or to show a landlord or lender.',
      ],
      keywords: ['statement', 'download', 'pdf', 'csv', 'month', 'quarter', 'year', 'export'],
      actions: [{ kind: 'link', to: '/statements', label: 'Statements' }],
    },
    {
      id: 'statement-contents',
      topic: 'statements',
      question: 'What is on a statement?',
      answer: [
        'The statement number, the account, the period, the opening and closing balances, the money in and out, and every line with its date, description, amount, running balance and transaction code. Dates and times are the bank’s, in US Eastern time.',
        `The screen shows the first ${STATEMENT_SCREEN_LINES} lines of a period; the CSV and the PDF hold all of them.`,
      ],
      keywords: ['statement', 'balance', 'opening', 'closing', 'lines', 'time zone'],
    },
    {
      id: 'history-search',
      topic: 'statements',
      question: 'How do I find a transaction?',
      answer: [
        'Transaction History searches descriptions, transaction codes, account numbers and amounts, and filters by account, status, type and dates. The filters stay in the page’s address, so you can bookmark a view.',
      ],
      keywords: ['search', 'filter', 'history', 'find', 'transaction'],
      actions: [{ kind: 'link', to: '/transactions', label: 'Transaction History' }],
    },

    // Debit cards
    {
      id: 'card-types',
      topic: 'cards',
      question: 'Which debit cards do you offer, and what do they cost?',
      answer: ['Three cards, for checking and savings accounts (one card per account):'],
      points: [
        ...CARD_TYPES.map((type) => `${CARD_TYPE_LABELS[type]}: ${CARD_MONTHLY_FEES_USD[type] === '0.00' ? 'free' : `${usd(CARD_MONTHLY_FEES_USD[type])} a month`}`),
        'Fees are charged on the 1st of each month in your account’s currency at that day’s rate. If the account cannot cover a fee it is owed and collected once it can. A frozen card still pays its fee.',
      ],
      keywords: ['card', 'price', 'fee', 'standard', 'premium', 'platinum', 'cost', 'monthly'],
      actions: [{ kind: 'link', to: '/cards', label: 'Manage Cards' }],
    },
    {
      id: 'card-apply',
      topic: 'cards',
      question: 'How do I get a debit card?',
      answer: [
        'On Cards, apply with the account, the card type, a delivery address and a 4-digit PIN; or select Apply Now on an account without a card for a free standard card to your profile’s address (its PIN is mailed separately).',
        `The bank reviews each application and notifies you of its decision. An approved card arrives within ${CARD_DELIVERY}.`,
      ],
      keywords: ['apply', 'application', 'new card', 'delivery', 'pin'],
      actions: [{ kind: 'link', to: '/cards', label: 'Apply for a card' }],
    },
    {
      id: 'card-freeze',
      topic: 'cards',
      question: 'How do I freeze my card?',
      answer: [
        'Switch off the card’s status on Cards; it is declined until you switch it on again. A card the bank disabled can only be re-enabled by the bank: contact us in the chat.',
      ],
      keywords: ['freeze', 'lost', 'stolen', 'block', 'disable', 'unfreeze'],
      actions: [{ kind: 'link', to: '/cards', label: 'Manage Cards' }, { kind: 'chat' }],
    },
    {
      id: 'card-reveal',
      topic: 'cards',
      question: 'How do I see my full card number and CVV?',
      answer: [
        `Select Show details on the card and enter your password: the number and CVV are shown for ${CARD_REVEAL_SECONDS} seconds. You have ${CARD_REVEAL_ATTEMPTS_PER_HOUR} attempts an hour, and each one is recorded in the card’s history.`,
      ],
      keywords: ['cvv', 'card number', 'reveal', 'show details', 'security code'],
    },
    {
      id: 'card-wallets',
      topic: 'cards',
      question: `Can I add my card to ${list(Object.values(WALLET_LABELS))}?`,
      answer: [
        `Yes: an enabled card can be added once to each of ${list(Object.values(WALLET_LABELS))} from Cards. The wallet receives a token, never your card number.`,
      ],
      keywords: ['wallet', 'apple pay', 'google pay', 'phone', 'contactless'],
      actions: [{ kind: 'link', to: '/cards', label: 'Manage Cards' }],
    },

    // International transfers
    {
      id: 'international-fees',
      topic: 'international',
      question: 'What does an international transfer cost?',
      answer: [
        'The fee is a percentage of the amount, set by the destination country (for India, by the NBFC partner you choose). The summary shows the fee and the total before you confirm.',
        `You can send ${list(INTERNATIONAL_CURRENCIES)}; the amount and fee are taken from your account in its own currency at the stored exchange rate. International transfers count towards your daily and monthly limits.`,
      ],
      table: 'international-routes',
      keywords: ['fee', 'cost', 'charge', 'abroad', 'overseas', 'foreign', 'exchange rate', 'wire'],
      actions: [{ kind: 'tutorial', tutorialId: 'international-transfer' }],
    },
    {
      id: 'international-nbfc',
      topic: 'international',
      question: 'What are NBFC partners, and which one should I choose for India?',
      answer: [
        'Transfers to India are delivered by licensed non-bank financial companies (NBFCs). Each has its own fee, delivery time and limit per transfer, so choose by what matters for this payment. Add the branch’s IFSC code if the recipient gave you one.',
      ],
      table: 'nbfc-partners',
      keywords: ['india', 'inr', 'rupee', 'nbfc', 'partner', 'ifsc'],
    },
    {
      id: 'international-times',
      topic: 'international',
      question: 'How long does an international transfer take?',
      answer: [
        `Each country has its own delivery time, shown with the country on the form; the transfer then shows its estimated delivery. Offshore routes take an extra ${INTERNATIONAL.OFFSHORE_STEP_HOURS.min}-${INTERNATIONAL.OFFSHORE_STEP_HOURS.max} hours for the offshore step.`,
        'Recent Transfers on the International Transfer page follows each one; its statuses mean what they mean for any transfer.',
      ],
      keywords: ['time', 'delivery', 'when', 'arrive', 'days', 'hours'],
      actions: [{ kind: 'link', to: '/international-transfer', label: 'International Transfer' }],
    },

    // Opening an account
    {
      id: 'open-account',
      topic: 'getting-started',
      question: 'How do I open an account?',
      answer: [
        `Apply online from our home page (Launch Your Offshore Account, at /open-account, while signed out) in ${OPENING_STEPS.length} steps: ${list(OPENING_STEPS)}. You must be at least ${APPLICATION_MIN_AGE_YEARS}.`,
        `The minimum opening deposit is ${usd(MINIMUM_INITIAL_DEPOSIT.USD)}, or ${list(otherDeposits)}. Upload your ${list(REQUIRED_DOCUMENTS.map((field) => DOCUMENT_LABELS[field].toLowerCase()))} as ${list(uploadTypes)}, up to ${UPLOAD_LIMITS.MAX_BYTES / 1024 / 1024} MB each.`,
        `We review applications within ${REVIEW_BUSINESS_DAYS}. With your reference number (AO-…) and date of birth you can follow yours at /open-account/status, and once it is approved see your customer ID and set your password there.`,
      ],
      keywords: ['open', 'new account', 'apply', 'application', 'documents', 'deposit', 'kyc', 'reference'],
    },
    {
      id: 'another-account',
      topic: 'getting-started',
      question: 'Can I open another account?',
      answer: ['Yes: tell us in the chat which account you need (checking, savings or credit, and its currency) and our team opens it for you. It then appears on your dashboard.'],
      keywords: ['second account', 'savings', 'credit', 'additional', 'currency'],
      actions: [{ kind: 'chat' }],
    },
    {
      id: 'first-steps',
      topic: 'getting-started',
      question: 'I’m new here. Where do I start?',
      answer: [
        'Set up your security questions and signature first: every transfer needs them. Then take a guided tutorial: each one shows you a page step by step.',
      ],
      keywords: ['new', 'start', 'begin', 'tutorial', 'guide', 'first'],
      actions: [{ kind: 'tutorial', tutorialId: 'security-setup' }, { kind: 'tutorial', tutorialId: 'first-transfer' }],
    },
  ];
}

/** Words of a query, lower-cased; quotes and punctuation around words are ignored. */
function words(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, ''))
    .filter(Boolean);
}

function searchableText(article: HelpArticle, topicTitle: string): string {
  return [article.question, ...article.answer, ...(article.points ?? []), ...(article.keywords ?? []), topicTitle].join(' ').toLowerCase();
}

/** The articles that contain every word of the query (in any order), questions that match first. */
export function searchHelp(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const terms = words(query);
  if (terms.length === 0) return [...articles];
  const topicTitles = new Map(HELP_TOPICS.map((topic) => [topic.id, topic.title]));
  const matches = articles.filter((article) => {
    const text = searchableText(article, topicTitles.get(article.topic) ?? '');
    return terms.every((term) => text.includes(term));
  });
  const inQuestion = (article: HelpArticle) => terms.filter((term) => article.question.toLowerCase().includes(term)).length;
  return matches.sort((a, b) => inQuestion(b) - inQuestion(a));
}

/** Words too common to say what a chat message is about. */
const CHAT_STOP_WORDS = new Set(['the', 'and', 'for', 'you', 'your', 'how', 'can', 'what', 'why', 'when', 'where', 'does', 'with', 'have', 'this', 'that', 'want', 'need', 'help', 'please', 'there', 'from', 'would', 'could', 'about', 'into', 'them', 'they', 'are', 'not', 'hello', 'thanks', 'thank']);

/**
 * The articles that answer a chat message best: unlike the search box, a sentence need not match
 * word for word, so each article scores the message's meaningful words it contains (a word in its
 * question counts twice); the best `limit` with any score, best first.
 */
export function articlesForMessage(articles: readonly HelpArticle[], message: string, limit = 2): HelpArticle[] {
  const terms = [...new Set(words(message).filter((word) => word.length >= 3 && !CHAT_STOP_WORDS.has(word)))];
  if (terms.length === 0) return [];
  const topicTitles = new Map(HELP_TOPICS.map((topic) => [topic.id, topic.title]));
  const scored = articles.map((article) => {
    const text = searchableText(article, topicTitles.get(article.topic) ?? '');
    const question = article.question.toLowerCase();
    const score = terms.reduce((sum, term) => sum + (text.includes(term) ? 1 : 0) + (question.includes(term) ? 1 : 0), 0);
    return { article, score };
  });
  return scored.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score).slice(0, limit).map((entry) => entry.article);
}
