import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { makeUser } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { AvatarUploadForm } from './avatar-upload-form';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

function setup() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
  localStorage.setItem('accessToken', 'access-1');
  const onUploaded = vi.fn();
  const view = renderRoutes([{ path: '/', element: <AvatarUploadForm onUploaded={onUploaded} /> }]);
  return { ...view, onUploaded };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('AvatarUploadForm', () => {
  it("enables 'Upload Avatar' only with an image chosen, shows progress and hands over the answer", async () => {
    const { user, onUploaded } = setup();
    const button = screen.getByRole('button', { name: 'Upload Avatar' });
    expect(button).toBeDisabled();

    await user.upload(screen.getByLabelText('Choose an image'), png());
    expect(button).toBeEnabled();
    expect(screen.getByAltText('Preview of the chosen file')).toHaveAttribute('src', 'blob:preview');

    await user.click(button);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual([
      'POST',
      '/api/upload/avatar',
      'Bearer access-1',
    ]);
    expect((xhr.body!.get('avatar') as File).name).toBe('me.png');
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();

    xhr.progress(40, 100);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Avatar upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );

    const updated = makeUser({ profile: { avatarUrl: '/api/images/new-id' } });
    xhr.respond(200, { avatarUrl: '/api/images/new-id', user: updated });
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({ avatarUrl: '/api/images/new-id', user: updated }),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // The chosen file is cleared after a successful upload.
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();
  });

  it('keeps the button disabled for a file that is not an image', async () => {
    setup();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose an image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('notes.txt');
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();
    expect(FakeXhr.last).toBeUndefined();
  });
});
