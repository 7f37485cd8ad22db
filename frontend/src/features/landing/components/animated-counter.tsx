import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY } from '../../../shared/ui/use-media-query';
import type { CounterFigure } from './landing-content';

const DURATION_MS = 1600;

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Counts up once when scrolled into view. Screen readers get the final figure straight away. */
export function AnimatedCounter({ value, decimals = 0, prefix = '', suffix, label }: CounterFigure) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) {
      setShown(value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS);
        setShown(value * (1 - Math.pow(1 - progress, 3))); // ease-out cubic
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }, { threshold: 0.4 });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  const final = `${prefix}${value.toFixed(decimals)}${suffix}`;
  return (
    <div ref={ref} className="lp-counter">
      <span className="lp-counter__value" aria-hidden="true">
        {prefix}
        {shown.toFixed(decimals)}
        {suffix}
      </span>
      <span className="lp-visually-hidden">{final}</span>
      <span className="lp-counter__label">{label}</span>
    </div>
  );
}
