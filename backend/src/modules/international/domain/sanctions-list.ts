/** One name of the sanctions list recipients are screened against: as listed, its screening key and where it came from. */
export interface SanctionsEntry {
  name: string;
  key: string;
  source: string;
}

/** The sanctions list's port; joins the caller's transaction. */
export interface SanctionsList {
  /** Adds the entries whose key is not listed yet; answers how many were added. */
  addAll(entries: SanctionsEntry[]): Promise<number>;
}
