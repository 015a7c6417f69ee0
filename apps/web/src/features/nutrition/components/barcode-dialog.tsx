import {
  BARCODE_PATTERN,
  foodBodySchema,
  foodListQuerySchema,
  type Food,
  type FoodBody,
  type MealType,
} from '@momentum/shared';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm, DecimalField } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCreateFood } from '../api/create-food';
import { useFoodByBarcode } from '../api/find-food-by-barcode';
import { formatKcal } from '../utils/food-form';
import { LogFoodStep } from './log-food-step';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;
const barcodeDetector = (): DetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** A typed code, checked as the API checks it; blank is no code yet (Find waits for one, without a message). */
const codeSchema = formSchema(
  z.object({ barcode: z.string().trim() }),
  ({ barcode }) => ({ barcode: barcode === '' ? undefined : barcode }),
  foodListQuerySchema.pick({ barcode: true }),
);

/**
 * Scan Barcode: the camera through the browser's BarcodeDetector where there is one, else (and always) a typed
 * code. Finds the person's own food with that code, or offers to create it; no outside service is asked.
 */
export function BarcodeDialog({
  date,
  meal,
  onClose,
}: {
  date: string;
  meal: MealType;
  onClose: () => void;
}) {
  const typed = useSchemaForm(codeSchema, {
    defaultValues: { barcode: '' },
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const [code, setCode] = useState<string>();
  const [food, setFood] = useState<Food>();
  const [creating, setCreating] = useState(false);
  const found = useFoodByBarcode(code);
  const findable = typed.watch('barcode').trim() !== '' && typed.formState.errors.barcode === undefined;

  let body;
  if (food) {
    body = (
      <LogFoodStep
        food={food}
        date={date}
        meal={meal}
        onBack={() => setFood(undefined)}
        onLogged={() => {
          toast.success(`Logged ${food.name}.`);
          onClose();
        }}
      />
    );
  } else if (creating && code) {
    body = <CreateFoodForm barcode={code} onCancel={() => setCreating(false)} onCreated={setFood} />;
  } else {
    body = (
      <div className="space-y-4">
        {barcodeDetector() ? (
          <CameraScanner
            onCode={(value) => {
              typed.setValue('barcode', value, { shouldValidate: true });
              setCode(value);
            }}
          />
        ) : null}
        <Form
          form={typed}
          onSubmit={({ barcode }) => barcode && setCode(barcode)}
          className="flex items-end gap-2"
        >
          <FormField
            name="barcode"
            label="Barcode"
            className="flex-1"
            inputMode="numeric"
            autoComplete="off"
            placeholder="8 to 14 digits"
          />
          <Button type="submit" disabled={!findable}>
            Find
          </Button>
        </Form>
        {code === undefined ? null : found.isPending ? (
          <LoadingText>Looking for your food...</LoadingText>
        ) : found.isError ? (
          <LoadError
            message={getErrorMessage(found.error, 'Could not look up this barcode.')}
            onRetry={() => void found.refetch()}
          />
        ) : found.data.items.length === 0 ? (
          <div className="space-y-2 rounded-lg bg-canvas p-3 text-sm">
            <p>{`No food of yours has the barcode ${code}.`}</p>
            <Button size="sm" onClick={() => setCreating(true)}>
              Create Food
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {found.data.items.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  className="w-full px-3 py-2.5 text-left hover:bg-canvas"
                  onClick={() => setFood(item)}
                >
                  <span className="block font-medium">{item.name}</span>
                  <span className="block text-xs text-muted">{`${formatKcal(item.per100g.kcal)} per 100 g`}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Scan Barcode" description="Finds a food you saved with its barcode.">
        {body}
      </DialogContent>
    </Dialog>
  );
}

function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'on' | 'failed'>('off');

  useEffect(() => {
    if (state !== 'on') return;
    const Detector = barcodeDetector();
    if (!Detector || !video.current) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const element = video.current;
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        element.srcObject = media;
        await element.play();
        const detector = new Detector({ formats: ['ean_13', 'ean_8', 'upc_a', 'upc_e'] });
        timer = setInterval(() => {
          void detector.detect(element).then((codes) => {
            const value = codes.find((found) => BARCODE_PATTERN.test(found.rawValue))?.rawValue;
            if (value) {
              onCode(value);
              setState('off');
            }
          });
        }, 300);
      })
      .catch(() => setState('failed'));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [state, onCode]);

  return (
    <div className="space-y-2">
      {state === 'on' ? (
        <video
          ref={video}
          className="aspect-video w-full rounded-lg bg-black"
          muted
          playsInline
          aria-label="Camera"
        />
      ) : (
        <Button variant="outline" onClick={() => setState('on')}>
          <Camera aria-hidden="true" />
          Use camera
        </Button>
      )}
      {state === 'failed' ? (
        <InlineAlert>The camera is not available. Type the code instead.</InlineAlert>
      ) : null}
    </div>
  );
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The food's numbers per serving, as typed; a message about one of them goes to its field. */
const createFoodSchemaOf = (barcode: string) =>
  formSchema(
    z.object({
      name: z.string(),
      kcal: z.string(),
      protein: z.string(),
      carbs: z.string(),
      fat: z.string(),
      servingGrams: z.string(),
    }),
    (values): FoodBody => ({
      name: values.name,
      perServing: {
        kcal: numberOrNaN(values.kcal),
        protein: numberOrNull(values.protein),
        carbs: numberOrNull(values.carbs),
        fat: numberOrNull(values.fat),
      },
      servingGrams: numberOrNaN(values.servingGrams),
      barcode,
    }),
    foodBodySchema,
    (path) => (path[0] === 'perServing' ? path.slice(1) : path),
  );

/** A food of one's own with the scanned code: numbers per serving as printed on the pack. */
function CreateFoodForm({
  barcode,
  onCancel,
  onCreated,
}: {
  barcode: string;
  onCancel: () => void;
  onCreated: (food: Food) => void;
}) {
  const form = useSchemaForm(createFoodSchemaOf(barcode), {
    defaultValues: { name: '', kcal: '', protein: '', carbs: '', fat: '', servingGrams: '' },
  });
  const create = useCreateFood();
  return (
    <Form
      form={form}
      // Sent per 100 g with the serving as a portion, as the API keeps a food.
      onSubmit={(body) => create.mutate(foodBodySchema.parse(body), { onSuccess: onCreated })}
      request={create}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{`Barcode ${barcode}. Numbers per serving, as on the pack.`}</p>
      <FormField name="name" label="Food name" autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        <DecimalField name="servingGrams" label="Serving (g)" min={0} />
        <DecimalField name="kcal" label="Calories" min={0} />
        <DecimalField name="protein" label="Protein (g)" min={0} />
        <DecimalField name="carbs" label="Carbs (g)" min={0} />
        <DecimalField name="fat" label="Fats (g)" min={0} />
      </div>
      <FormDialogFooter
        errorFallback="Could not save this food."
        onCancel={onCancel}
        submitLabel="Save Food"
      />
    </Form>
  );
}
