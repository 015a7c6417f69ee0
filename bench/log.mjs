/** One progress line of the bench, with the time of day. */
export const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
