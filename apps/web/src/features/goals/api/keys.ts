/** Query keys of the goals feature. */
export const goalsKeys = {
  all: ['goals'] as const,
  list: ['goals', 'list'] as const,
};
