import { workoutTemplateSchema } from '@momentum/shared';
import { z } from 'zod';
import { defineQuery } from '@/lib/query-hooks';
import { workoutsKeys } from './keys';

const templates = defineQuery(workoutsKeys.templates, '/workouts/templates', z.array(workoutTemplateSchema));

export const useTemplates = templates.use;
