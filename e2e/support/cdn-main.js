// Entry for the e2e "CDN" origin process (plain JS so it runs without a TypeScript loader).
const { createReadStream, existsSync, statSync } = require('node:fs');
const { createServer } = require('node:http');
const { extname, join, normalize } = require('node:path');

const root = process.env.CDN_ROOT;
const port = Number(process.env.CDN_PORT);
const TYPES = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url || '/').split('?')[0]));
  const file = join(root, path);
  res.setHeader('access-control-allow-origin', '*');
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.statusCode = 404;
    res.end('not found');
    return;
  }
  res.setHeader('content-type', TYPES[extname(file)] || 'application/octet-stream');
  res.setHeader('cache-control', 'no-cache');
  createReadStream(file).pipe(res);
}).listen(port, 'localhost');
