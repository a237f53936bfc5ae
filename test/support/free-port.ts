/** A free loopback port, and the start that tries another when it is taken (src/platform/free-port.ts). */
export { freePort, onFreePort, isPortInUse, type FreePortOptions } from '../../src/platform/free-port.ts';
