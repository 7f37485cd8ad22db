import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { SESSION } from '@bank/contracts/identity';
import { formatCountdown } from '../../shared/dates';
import { useSessionTimerStore } from './session-timer-store';
import { useExtendSession } from './use-session-timer';

/** SPEC 9 colours, darkened enough to read on white (WCAG AA). */
function colorFor(remaining: number): string {
  if (remaining > SESSION.EXTEND_VISIBLE_SECONDS) return '#237804';
  if (remaining > 120) return '#ad4e00';
  return '#c41d1d';
}

/** Shown in the sidebar and the mobile drawer; the countdown itself runs in useSessionTimer. */
export function SessionCountdown() {
  const remaining = useSessionTimerStore((state) => state.remaining);
  const extend = useExtendSession();
  const color = colorFor(remaining);

  return (
    <div
      style={{
        display: 'flex', flexDirection: 'column', gap: 8,
        padding: '10px 12px', borderRadius: 8, background: '#f6f8fb', border: '1px solid #e3e8f0',
      }}
    >
      <span role="timer" aria-label="Session time remaining" style={{ color, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        <ClockCircleOutlined aria-hidden style={{ marginRight: 6 }} />
        Session: {formatCountdown(remaining)}
      </span>
      {remaining <= SESSION.EXTEND_VISIBLE_SECONDS && (
        <Button size="small" block onClick={() => extend.mutate()} loading={extend.isPending}>
          Extend
        </Button>
      )}
    </div>
  );
}
