import { type Tone, ToneTag } from '../../../shared/ui/tone-tag';
import type { TutorialDifficulty } from '../tutorials';

/** SPEC 9: green, yellow, red for beginner, intermediate, advanced. */
const TONES: Record<TutorialDifficulty, Tone> = { beginner: 'success', intermediate: 'warning', advanced: 'danger' };

export function DifficultyBadge({ difficulty }: { difficulty: TutorialDifficulty }) {
  return (
    <ToneTag tone={TONES[difficulty]} className="tutorial-difficulty">
      {difficulty[0].toUpperCase() + difficulty.slice(1)}
    </ToneTag>
  );
}
