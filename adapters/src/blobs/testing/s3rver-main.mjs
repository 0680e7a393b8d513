// A local S3-compatible server (s3rver) for tests, run as its own process so its memory and event
// loop stay apart from the process under test. Usage: node s3rver-main.mjs <directory> <bucket>
// Prints {"port":N} on stdout when listening; stops on SIGTERM.
import S3rver from 's3rver';
import { multipartExtras } from './s3rver-multipart.mjs';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  process.stderr.write('usage: s3rver-main.mjs <directory> <bucket>\n');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
// Before s3rver's router (the last middleware), after its XML encoding of answers.
server.middleware.splice(server.middleware.length - 1, 0, multipartExtras(server.store));
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Never outlive the test run that started it.
process.on('disconnect', stop);
