import { Migration20261121000000Platform } from './20261121000000-platform.js';

/** Applied in this order; committed files, never edited once released. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Platform', class: Migration20261121000000Platform },
];
