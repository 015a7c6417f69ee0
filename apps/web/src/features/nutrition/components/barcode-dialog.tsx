import {
  BARCODE_MESSAGE,
  BARCODE_PATTERN,
  foodBodySchema,
  type Food,
  type FoodBody,
  type MealType,
} from '@momentum/shared';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { LoadingText } from '@/components/ui/spinner';
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
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string>();
  const [food, setFood] = useState<Food>();
  const [creating, setCreating] = useState(false);
  const found = useFoodByBarcode(code);
  const typedValid = BARCODE_PATTERN.test(typed);

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
              setTyped(value);
              setCode(value);
            }}
          />
        ) : null}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (typedValid) setCode(typed);
          }}
        >
          <Field
            label="Barcode"
            className="flex-1"
            error={typed !== '' && !typedValid ? BARCODE_MESSAGE : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value.trim())}
                placeholder="8 to 14 digits"
              />
            )}
          </Field>
          <Button type="submit" disabled={!typedValid}>
            Find
          </Button>
        </form>
        {code === undefined ? null : found.isPending ? (
          <LoadingText>Looking for your food...</LoadingText>
        ) : found.isError ? (
          <InlineAlert>{getErrorMessage(found.error, 'Could not look up this barcode.')}</InlineAlert>
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

const createFoodForm = (barcode: string) =>
  z
    .object({
      name: z.string(),
      kcal: z.string(),
      protein: z.string(),
      carbs: z.string(),
      fat: z.string(),
      servingGrams: z.string(),
    })
    .transform((values): FoodBody => ({
      name: values.name,
      perServing: {
        kcal: values.kcal.trim() === '' ? NaN : Number(values.kcal),
        protein: values.protein.trim() === '' ? null : Number(values.protein),
        carbs: values.carbs.trim() === '' ? null : Number(values.carbs),
        fat: values.fat.trim() === '' ? null : Number(values.fat),
      },
      servingGrams: values.servingGrams.trim() === '' ? NaN : Number(values.servingGrams),
      barcode,
    }))
    .pipe(foodBodySchema);

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
  const form = useSchemaForm(createFoodForm(barcode), {
    defaultValues: { name: '', kcal: '', protein: '', carbs: '', fat: '', servingGrams: '' },
  });
  const create = useCreateFood();
  return (
    <Form
      form={form}
      onSubmit={(body) => create.mutate(body, { onSuccess: onCreated })}
      pending={create.isPending}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{`Barcode ${barcode}. Numbers per serving, as on the pack.`}</p>
      <FormField name="name" label="Food name" autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          name="servingGrams"
          label="Serving (g)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
        />
        <FormField name="kcal" label="Calories" type="number" inputMode="decimal" min={0} step="any" />
        <FormField name="protein" label="Protein (g)" type="number" inputMode="decimal" min={0} step="any" />
        <FormField name="carbs" label="Carbs (g)" type="number" inputMode="decimal" min={0} step="any" />
        <FormField name="fat" label="Fats (g)" type="number" inputMode="decimal" min={0} step="any" />
      </div>
      {create.isError ? (
        <InlineAlert>{getErrorMessage(create.error, 'Could not save this food.')}</InlineAlert>
      ) : null}
      <FormDialogFooter onCancel={onCancel} pending={create.isPending} submitLabel="Save Food" />
    </Form>
  );
}
