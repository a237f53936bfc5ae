import QRCode from 'qrcode';
import { QrCodeRenderer } from '../application/ports.ts';

/** QR codes as PNG pictures with the `qrcode` package; medium error correction survives a creased printout. */
export class QrcodePngRenderer extends QrCodeRenderer {
  png(text: string): Promise<Buffer> {
    return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  }
}
