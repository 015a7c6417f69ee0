import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

// Not in form.tsx: the form layer is on the first load of /login, which does not use this (issue 14's budget).

/** Where in the form a message about the request belongs, from where in the request it is. */
export type FieldOf = (path: PropertyKey[]) => PropertyKey[];

/**
 * The schema of a form whose fields are typed as text: `fields` reads them, `toBody` turns them into the request
 * (numbers parsed, lists split) and the API's own `body` schema checks that, so a field shows the API's message.
 * A message lands on the field named like its place in the request, or where `fieldOf` moves it when the request
 * is shaped otherwise (`grams` or `portion.amount` of the request are the form's one amount field).
 * The form hands on the request as built, not as the schema parses it: the server parses it again, and a parsed
 * value (a calendar day resolved in a zone, a filled-in default) is not always something the API takes.
 */
export function formSchema<Fields extends FieldValues, Body extends z.ZodType>(
  fields: z.ZodType<Fields, Fields>,
  toBody: (fields: Fields) => unknown,
  body: Body,
  fieldOf: FieldOf = (path) => path,
): z.ZodType<z.input<Body>, Fields> {
  const checked = fields.transform(toBody).superRefine((request, context) => {
    for (const issue of body.safeParse(request).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: fieldOf(issue.path), message: issue.message });
    }
  });
  // What passed `body` is, by that check, a request `body` takes.
  return checked as unknown as z.ZodType<z.input<Body>, Fields>;
}
