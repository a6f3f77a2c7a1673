// `node --import ./test/demo/register-ts.mjs …`: lets node import the project's .ts files.
import { register } from 'node:module';

register('../../scripts/ts-hooks.mjs', import.meta.url);
