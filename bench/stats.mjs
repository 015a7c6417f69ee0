// Small statistics the benches share.

/** The middle value of a list (the upper middle of an even one), the list left as it was. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
