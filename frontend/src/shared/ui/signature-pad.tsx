import { useEffect, useImperativeHandle, useRef, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { Button } from 'antd';
import './signature-pad.css';

/** SPEC 9: the signature canvas is 400x200. It scales down on narrow screens; strokes follow. */
export const SIGNATURE_WIDTH = 400;
export const SIGNATURE_HEIGHT = 200;

export interface SignaturePadHandle {
  clear: () => void;
  isEmpty: () => boolean;
  /** The drawing as `data:image/png;base64,…`, what the API takes (SPEC 3 signatureData). */
  toDataURL: () => string;
}

interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** Called with true after the first stroke and false after Clear. */
  onChange?: (hasSignature: boolean) => void;
  /** Accessible name of the drawing surface. */
  label?: string;
  disabled?: boolean;
}

/**
 * A drawing surface on pointer events, so mouse, pen and touch all draw. Hand-written rather
 * than a library because it is this small and the project adds no dependencies for it.
 */
export function SignaturePad({ ref, onChange, label = 'Signature pad', disabled = false }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasSignature, setHasSignature] = useState(false);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const paintBackground = () => {
    const ctx = context();
    if (!ctx) return;
    // White, not transparent: the stored image reads the same on any background.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  };

  useEffect(paintBackground, []);

  const setDrawn = (drawn: boolean) => {
    setHasSignature(drawn);
    onChange?.(drawn);
  };

  const clear = () => {
    paintBackground();
    if (hasSignature) setDrawn(false);
  };

  useImperativeHandle(ref, () => ({
    clear,
    isEmpty: () => !hasSignature,
    toDataURL: () => canvasRef.current?.toDataURL('image/png') ?? '',
  }));

  /** The pointer in canvas pixels: the element may be drawn smaller than 400x200. */
  const pointFor = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * SIGNATURE_WIDTH) / rect.width,
      y: ((event.clientY - rect.top) * SIGNATURE_HEIGHT) / rect.height,
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (disabled || !ctx || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointFor(event);
    ctx.strokeStyle = '#0b1a33';
    ctx.fillStyle = '#0b1a33';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // A dot, so a single tap counts as drawing too.
    ctx.beginPath();
    ctx.arc(x, y, ctx.lineWidth / 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, y);
    if (!hasSignature) setDrawn(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!drawing.current || !ctx) return;
    const { x, y } = pointFor(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const stop = () => {
    drawing.current = false;
  };

  return (
    <div className="signature-pad">
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        role="img"
        aria-label={label}
        className={`signature-pad__canvas${disabled ? ' signature-pad__canvas--disabled' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
      />
      <div className="signature-pad__footer">
        <span className="signature-pad__hint">
          {hasSignature ? 'Signature drawn' : 'Draw your signature with a mouse, finger or stylus'}
        </span>
        <Button size="small" onClick={clear} disabled={disabled || !hasSignature}>
          Clear
        </Button>
      </div>
    </div>
  );
}
