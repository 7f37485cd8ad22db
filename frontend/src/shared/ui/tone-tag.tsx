import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/**
 * antd's preset tag colours put the 7th shade on the 1st (green and gold fall to about 3:1);
 * these pairs keep WCAG AA contrast for the small text of a tag.
 */
const TONES: Record<Tone, { color: string; background: string; borderColor: string }> = {
  success: { color: '#135200', background: '#f0f9eb', borderColor: '#b7eb8f' },
  warning: { color: '#7a4b00', background: '#fffbe6', borderColor: '#ffe58f' },
  danger: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  neutral: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
  info: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
};

interface ToneTagProps {
  tone: Tone;
  children: ReactNode;
  className?: string;
}

export function ToneTag({ tone, children, className }: ToneTagProps) {
  return (
    <Tag className={className} style={TONES[tone]}>
      {children}
    </Tag>
  );
}
