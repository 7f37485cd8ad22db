/** SPEC 3: completed tutorial ids, a JSON list in localStorage under this key. */
export const COMPLETED_TUTORIALS_KEY = 'completed-tutorials';

/** Storage may be blocked (private mode, quota): log a warning and carry on with the default. */
export function readCompletedTutorials(): string[] {
  try {
    const raw = window.localStorage.getItem(COMPLETED_TUTORIALS_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string'))];
  } catch (error) {
    console.warn(`Could not read ${COMPLETED_TUTORIALS_KEY} from localStorage; starting with none completed.`, error);
    return [];
  }
}

export function writeCompletedTutorials(ids: string[]): void {
  try {
    window.localStorage.setItem(COMPLETED_TUTORIALS_KEY, JSON.stringify(ids));
  } catch (error) {
    console.warn(`Could not save ${COMPLETED_TUTORIALS_KEY} to localStorage.`, error);
  }
}
