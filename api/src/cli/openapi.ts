import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';

/** api/openapi.json: the document GET /api/openapi.json serves, checked in for readers. */
export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');

/** The API's OpenAPI document as it is generated from its routes' schemas (lib/openApi.ts). */
export async function openApiDocument(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-openapi-'));
  const app = await buildApp({ dbPath: path.join(dir, 'openapi.db'), logger: false });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run openapi -w api`: writes api/openapi.json afresh. */
if (require.main === module) {
  openApiDocument().then(
    (doc) => {
      fs.writeFileSync(OPENAPI_FILE, doc);
      console.log(`wrote ${OPENAPI_FILE}`);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
