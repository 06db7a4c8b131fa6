import QRCode from 'qrcode';

/**
 * QR codes as PNG images (the WeChat Pay `code_url` of a pay code, the e-invoice's check code). Drawn by the
 * maintained `qrcode` library (decision 0025): error correction M, a 4-module quiet zone, black on white, so any phone
 * camera reads it; `size` is the image's width in pixels (the modules are scaled to fit it).
 */
export interface QrOptions {
  /** Width and height in pixels (default 280, sharp at 2× on a 140 px box). */
  size?: number;
}

/** The largest text a QR code carries here (a code_url is ~40 characters; an invoice check string a few hundred). */
export const QR_MAX_TEXT_LENGTH = 1024;

export async function renderQrPng(text: string, options: QrOptions = {}): Promise<Buffer> {
  if (text.length === 0) throw new RangeError('QR text is empty');
  if (text.length > QR_MAX_TEXT_LENGTH) throw new RangeError(`QR text longer than ${QR_MAX_TEXT_LENGTH}`);
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: options.size ?? 280,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}
