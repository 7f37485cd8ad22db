/**
 * The landing page's marketing copy in one place. Figures are SPEC 9's "marketing figures";
 * claims are SPEC 1's offshore framing.
 */

export interface CounterFigure {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix: string;
  label: string;
}

export const PREMIUM_COUNTERS: CounterFigure[] = [
  { value: 67, prefix: '$', suffix: 'M+', label: 'Assets secured' },
  { value: 42, suffix: '+', label: 'Countries served' },
  { value: 180, suffix: '+', label: 'Currencies supported' },
  { value: 99.9, decimals: 1, suffix: '%', label: 'Security uptime' },
];

export type FeatureIcon = 'currencies' | 'offshore' | 'manager' | 'access';

export const PREMIUM_FEATURES: { icon: FeatureIcon; title: string; text: string }[] = [
  {
    icon: 'currencies',
    title: 'Multi-Currency Storage',
    text: 'Hold and move wealth in several currencies from one private account: transfers within the bank are fee-free, and every international transfer shows its fee before you confirm it.',
  },
  {
    icon: 'offshore',
    title: 'Private Offshore Accounts',
    text: 'Discreet accounts in leading financial centres, protected by biometric authentication and no minimum balance fees.',
  },
  {
    icon: 'manager',
    title: 'Dedicated Relationship Manager',
    text: 'A named private banker who knows your affairs and answers directly — no call centres, no queues.',
  },
  {
    icon: 'access',
    title: '24/7 Encrypted Access',
    text: 'Bank from any time zone over end-to-end encrypted channels, with security monitoring around the clock.',
  },
];

export const JOURNEY_STEPS = [
  { title: 'Verify', text: 'Complete a secure digital identity check from anywhere in the world.' },
  { title: 'Fund', text: 'Make your initial deposit from $100,000 by wire transfer or cryptocurrency.' },
  { title: 'Access', text: 'Receive your credentials and enrol biometric sign-in for your private account.' },
  { title: 'Manage', text: 'Hold, move and grow your wealth with your relationship manager beside you.' },
];

export const COMPLIANCE_BADGES = [
  'AML Compliant',
  'ISO 27001 Certified',
  'Basel III Aligned',
  'FATCA Registered',
  'CRS Reporting',
  'PCI DSS Level 1',
];

export const TESTIMONIALS = [
  {
    name: 'Alexander Whitmore',
    title: 'Founder, Whitmore Capital Partners',
    content:
      'Moving capital between three continents used to take a week and a team of advisers. Now my relationship manager handles it in an afternoon, and moving money between my accounts costs nothing.',
  },
  {
    name: 'Sofia Marchetti',
    title: 'Technology Entrepreneur & Digital Nomad',
    content:
      'I live in a different country every few months. Holding euros, dollars and francs in one account — secured by my fingerprint — is exactly the freedom I was looking for.',
  },
  {
    name: 'Dr. James Okafor',
    title: 'Principal, Okafor Family Office',
    content:
      'Discretion, compliance and genuinely personal service. Their team understood our family’s structure from the first meeting and has been exceptional ever since.',
  },
];

export const STATISTICS = [
  { value: '$50B+', label: 'Assets under management' },
  { value: '12,000+', label: 'Private clients' },
  { value: '180+', label: 'Jurisdictions & currencies' },
  { value: '24/7', label: 'Encrypted access' },
  { value: '2019', label: 'Established' },
];

export const JURISDICTIONS = ['Zurich', 'Singapore', 'Grand Cayman', 'Luxembourg'];

export const FOOTER_COLUMNS = [
  { heading: 'Private Banking', links: ['Offshore Accounts', 'Multi-Currency Storage', 'Wealth Management', 'International Transfers'] },
  { heading: 'Company', links: ['About Us', 'Relationship Managers', 'Careers', 'Press'] },
  { heading: 'Legal', links: ['Privacy Policy', 'Terms of Service', 'Regulatory Disclosures', 'Cookie Policy'] },
];
