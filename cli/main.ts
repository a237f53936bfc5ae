import { runVms } from './program.ts';

// The `vms` process: its arguments, its streams and its environment. Exit explicitly, with the
// code the command ended with, even if something still holds the event loop.
process.exit(await runVms(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }));
