import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../storage/local-disk';
import { CERTIFICATE_CARD_IMAGE_WIDTH } from '@badminton/contracts/files';
import {
  CERTIFICATE_HEIGHT,
  CERTIFICATE_WIDTH,
  type CertificateArt,
  certificateImageToken,
  certificateImageUrl,
  certificateSvg,
  registerCertificateImages,
  renderCertificatePng,
} from './index';

const KEY = Buffer.from('certificate-image-test-key');

const ART: CertificateArt = {
  holderName: '李羽涵',
  gradeCode: 6,
  gradeLabel: '六级',
  certificateNumber: 'YMQ2025060001',
  serialNumber: '20250315-0001',
  issuedOn: '2025-03-15',
  issuer: '中国羽毛球协会',
};

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderCertificatePng', () => {
  it.each([ART, { ...ART, gradeCode: 12, gradeLabel: '少儿三级' }, { ...ART, gradeCode: 2, gradeLabel: '二级' }])(
    'renders grade $gradeLabel as a PNG',
    (art) => {
      const png = renderCertificatePng(art);
      expect(pngSize(png)).toEqual({ width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT });
      expect(png.length).toBeGreaterThan(100_000);
    },
  );

  it('draws every fixed text as outlines, using a font only for the name', () => {
    const withoutFont = certificateSvg(ART, null);
    expect(withoutFont).not.toContain('<text');
    const withFont = certificateSvg(ART, { file: '/fonts/x.ttc', family: 'Noto Serif CJK SC' });
    expect(withFont.match(/<text[^>]*>([^<]*)<\/text>/g)).toEqual([expect.stringContaining('>李羽涵</text>')]);
    expect(certificateSvg({ ...ART, holderName: '<&>' }, { file: '/f', family: 'F' })).toContain('&#60;&#38;&#62;');
  });
});

describe('GET /wwwroot/certificate/:number.png', () => {
  let app: FastifyInstance;
  let root: string;
  let storage: LocalDiskStorage;
  const lookedUp: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'certificates-'));
    storage = new LocalDiskStorage(root);
    app = Fastify();
    await registerCertificateImages(app, {
      storage,
      tokenKey: KEY,
      lookup: async (number) => {
        lookedUp.push(number);
        return number === ART.certificateNumber ? ART : null;
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('renders a published certificate on the first request and keeps it in storage', async () => {
    const url = certificateImageUrl(KEY, `/wwwroot/certificate/${ART.certificateNumber}.png`, ART.certificateNumber);
    expect(url).toMatch(/^\/wwwroot\/certificate\/[^?]+\.png\?t=[0-9a-f]{20}$/);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.rawPayload)).toEqual({ width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT });
    const stored = await storage.get(`certificate/${ART.certificateNumber}.png`);
    expect(stored.equals(response.rawPayload)).toBe(true);
  });

  it('renders the card-size image for w=720 and keeps it apart from the full one; any other w is a 404', async () => {
    const url = certificateImageUrl(KEY, `/wwwroot/certificate/${ART.certificateNumber}.png`, ART.certificateNumber);
    const card = await app.inject({ method: 'GET', url: `${url}&w=${CERTIFICATE_CARD_IMAGE_WIDTH}` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(pngSize(card.rawPayload)).toEqual({ width: 720, height: Math.round((720 * CERTIFICATE_HEIGHT) / CERTIFICATE_WIDTH) });
    expect(card.rawPayload.length).toBeLessThan((await storage.get(`certificate/${ART.certificateNumber}.png`)).length / 1.5);
    expect((await storage.get(`certificate/${ART.certificateNumber}-w720.png`)).equals(card.rawPayload)).toBe(true);
    for (const w of ['640', '1200', '', 'abc']) {
      const response = await app.inject({ method: 'GET', url: `${url}&w=${w}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('未找到该资源');
    }
    // The token still guards the card-size image.
    const unsigned = await app.inject({ method: 'GET', url: `/wwwroot/certificate/${ART.certificateNumber}.png?w=720` });
    expect(unsigned.statusCode).toBe(404);
  });

  it('answers 404 without the token or with a wrong one (numbers cannot be walked to collect names)', async () => {
    const stored = `/wwwroot/certificate/${ART.certificateNumber}.png`;
    const before = lookedUp.length;
    const wrong = certificateImageToken(KEY, 'OTHER0001');
    for (const url of [stored, `${stored}?t=`, `${stored}?t=00000000000000000000`, `${stored}?t=${wrong}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('未找到该资源');
    }
    expect(lookedUp.length).toBe(before);
  });

  it.each(['NOPE0001.png', 'YMQ2025060001.jpg', '..%2Fsecret.png', 'YMQ2025060001'])('answers 404 for %s', async (file) => {
    // Signed like a real address, so only the file name decides.
    const token = certificateImageToken(KEY, file.replace(/\.png$/, ''));
    const response = await app.inject({ method: 'GET', url: `/wwwroot/certificate/${file}?t=${token}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('未找到该资源');
  });

  it('asks the lookup only for well-formed numbers', () => {
    expect(lookedUp).not.toContain('../secret');
    expect(lookedUp).toContain('NOPE0001');
  });
});
