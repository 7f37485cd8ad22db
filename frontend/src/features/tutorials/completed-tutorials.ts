/** SPEC 3: completed tutorial ids, a JSON list in localStorage under this key. */
export const COMPLETED_TUTORIALS_KEY = 'completed-tutorials';
/**
 * Tutorials the customer closed without completing, in the same storage and shape: auto-start
 * does not offer them again (issue 18.3), while the library still starts them, not marked done.
 */
export const SKIPPED_TUTORIALS_KEY = 'skipped-tutorials';

type TutorialListKey = typeof COMPLETED_TUTORIALS_KEY | typeof SKIPPED_TUTORIALS_KEY;

/** Storage may be blocked (private mode, quota): log a warning and carry on with the default. */
function readIds(key: TutorialListKey): string[] {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string'))];
  } catch (error) {
    console.warn(`Could not read ${key} from localStorage; starting with none.`, error);
    return [];
  }
}

function writeIds(key: TutorialListKey, ids: string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch (error) {
    console.warn(`Could not save ${key} to localStorage.`, error);
  }
}

export const readCompletedTutorials = () => readIds(COMPLETED_TUTORIALS_KEY);
export const writeCompletedTutorials = (ids: string[]) => writeIds(COMPLETED_TUTORIALS_KEY, ids);
export const readSkippedTutorials = () => readIds(SKIPPED_TUTORIALS_KEY);
export const writeSkippedTutorials = (ids: string[]) => writeIds(SKIPPED_TUTORIALS_KEY, ids);
