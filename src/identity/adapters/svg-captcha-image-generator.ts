import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CaptchaImageGenerator, type CaptchaImage } from '../application/ports.ts';

// Letters and digits without the ones people confuse (0/O/o, 1/I/l/i).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 4;
const OPTIONS = { noise: 3, color: true, background: '#f4f6fa', width: 150, height: 50, fontSize: 52 };

// The package's main export draws a given text; its typings only describe the helpers.
const draw = svgCaptcha as unknown as (text: string, options: typeof OPTIONS) => string;

/**
 * Draws the captcha as an SVG picture with svg-captcha (glyphs as paths: no text to scrape). The
 * text comes from a secure random source, not from the package's Math.random.
 */
export class SvgCaptchaImageGenerator extends CaptchaImageGenerator {
  generate(text?: string): CaptchaImage {
    const answer = text ?? Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const svg = draw(answer, OPTIONS);
    return { text: answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }
}
