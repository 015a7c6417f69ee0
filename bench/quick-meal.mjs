// The write of every after-write measure: a quick meal, as the dashboard's Log Meal sends it. One definition, so
// the benches that compare their figures all write the same meal.

export const QUICK_MEAL_PATH = '/api/nutrition';

/** The quick meal, dated today (UTC). */
export function quickMeal() {
  return {
    date: new Date().toISOString().slice(0, 10),
    meals: [
      { type: 'snack', items: [{ name: 'Bench', calories: 120, macros: { protein: 5, carbs: 9, fats: 3 } }] },
    ],
  };
}

/** The quick meal as a request body. */
export const quickMealBody = () => JSON.stringify(quickMeal());
