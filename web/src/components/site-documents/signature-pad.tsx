import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type PointerEvent } from 'react';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { SIGNATURE_PNG_BASE64_MAX } from '#contract/site-documents.ts';

/**
 * The canvas's own pixels, whatever the screen's density: well inside the server's 1200 × 600 bound,
 * and a line drawing of this size is a PNG of a few kilobytes (the bound is 64 KB).
 */
const WIDTH = 600;
const HEIGHT = 200;
const PNG_PREFIX = 'data:image/png;base64,';

export interface SignaturePadProps {
  /** What the pad is for, read by screen readers: "Draw your signature for …". */
  readonly label: string;
  /** The drawing as PNG base64 after each stroke, or null when cleared (or when it cannot be had). */
  readonly onChange: (png: string | null) => void;
  /** At the kiosk: a taller pad and buttons at arm's length. */
  readonly tapHeight?: number;
}

/**
 * A drawn signature (issue 31, ADR 57): pointer events, so a finger, a pen and a mouse all draw;
 * `touch-action: none` keeps the page from scrolling under the finger. It is offered beside the typed
 * name and never instead of it: a keyboard or screen-reader user signs with the name alone, so the
 * canvas takes no focus and says so. Hand-written (about a hundred lines) instead of a library: the
 * signing step is on the visitor's phone page, and nothing here needs smoothing or undo history.
 */
export const SignaturePad = ({ label, onChange, tapHeight }: SignaturePadProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH, y: ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT };
  };
  const strokeTo = (to: { x: number; y: number }) => {
    const from = last.current ?? to;
    const context = canvas.current?.getContext('2d');
    if (context) {
      context.lineWidth = 3;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.strokeStyle = '#0d1b2a';
      context.beginPath();
      context.moveTo(from.x, from.y);
      // A tap is a dot: a line to itself draws nothing with round caps in every engine, so nudge it.
      context.lineTo(to.x + (from.x === to.x && from.y === to.y ? 0.1 : 0), to.y);
      context.stroke();
    }
    last.current = to;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = null;
    strokeTo(pointOf(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (last.current === null) return;
    event.preventDefault();
    strokeTo(pointOf(event));
  };
  const end = () => {
    if (last.current === null) return;
    last.current = null;
    setDrawn(true);
    let data: string;
    try {
      data = canvas.current?.toDataURL('image/png') ?? '';
    } catch {
      // A browser that refuses to export the canvas: the typed name still signs.
      data = '';
    }
    const png = data.startsWith(PNG_PREFIX) ? data.slice(PNG_PREFIX.length) : null;
    // Past the server's bound the drawing is not sent (the typed name still signs) and the pad says why.
    const fits = png !== null && png.length <= SIGNATURE_PNG_BASE64_MAX;
    setTooLarge(png !== null && !fits);
    onChange(fits ? png : null);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    last.current = null;
    setDrawn(false);
    setTooLarge(false);
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        You may also draw your signature with a finger, pen or mouse (optional: your typed name signs).
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`Draw your signature for ${label} (optional)${drawn ? ', drawn' : ''}`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onLostPointerCapture={end}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          ...(tapHeight !== undefined && { maxWidth: 900 }),
          border: 2,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: 2,
          bgcolor: 'background.paper',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      {tooLarge && (
        <Typography role="alert" color="error" variant="body2">
          {DOCUMENT_MESSAGES.drawingInvalid}
        </Typography>
      )}
      <Button
        size={tapHeight !== undefined ? 'large' : 'small'}
        onClick={clear}
        disabled={!drawn}
        aria-label={`Clear and draw again: the signature for ${label}`}
        sx={{ alignSelf: 'flex-start', ...(tapHeight !== undefined && { minHeight: tapHeight / 1.5, fontSize: '1.15rem' }) }}
      >
        Clear and draw again
      </Button>
    </Stack>
  );
};
