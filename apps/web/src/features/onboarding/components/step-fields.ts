/** What every step component receives from the wizard. */
export type StepFieldsProps<V> = {
  values: V;
  /** The message to show next to a field, once Next was pressed on the step. */
  errorOf: (field: keyof V & string) => string | undefined;
  onChange: <K extends keyof V & string>(field: K, value: V[K]) => void;
};
