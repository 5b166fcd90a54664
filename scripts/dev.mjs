// `pnpm dev`: the API (restarts on change) and the member app (hot reload) side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@aurum/server', 'dev'], { stdio: 'inherit', env: { ...process.env, TEST_HOOKS: process.env.TEST_HOOKS ?? '1' } }),
  spawn('pnpm', ['--filter', '@aurum/member', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
